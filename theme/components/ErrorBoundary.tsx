/** Catches render errors in the page body and shows the crash page ('Page Error' / 'This page crashed.'). */
import { Component, type ContextType, type ReactNode } from 'react';
import { TextContext } from '../i18n/text.js';

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children?: ReactNode }, State> {
  static override contextType = TextContext;
  declare context: ContextType<typeof TextContext>;
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const t = this.context;
    return (
      <div className="crash-page" role="alert">
        <h1>{t('crashTitle')}</h1>
        <p>{t('crashText')}</p>
        <pre className="crash-message">{error.message}</pre>
        <button type="button" className="button" onClick={() => this.setState({ error: null })}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
}
