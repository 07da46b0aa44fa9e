import { Component, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { logger } from '../../logger';
import { openFeedback } from '../error-reports/feedback-store';
import { reportUnexpected } from '../error-reports/unexpected';

/**
 * What a screen that failed shows in place of it, the shell staying around it: mostly a screen's
 * chunk that could not be loaded (spec 01 section 8: the preload error is thrown, it was not
 * cancelled). A reload fetches the page and its chunks again. A render crash is reported (consent24:
 * when the build reports and the consent is yes), and then offers "Leave feedback".
 */
export function ScreenError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const [reportId, setReportId] = useState<string | null>(null);
  useEffect(() => {
    logger.error('A screen failed', error);
    let live = true;
    void reportUnexpected(error, 'render').then((id) => live && setReportId(id));
    return () => {
      live = false;
    };
  }, [error]);
  return (
    <div className="state state--error" role="alert">
      <p>{t('errors.unexpected')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </button>
      {reportId && (
        <button type="button" className="button" onClick={() => openFeedback(reportId)}>
          {t('consent24Message.leaveFeedback')}
        </button>
      )}
    </div>
  );
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

/** Catches what a screen throws; the next navigation to another path tries again. */
class Boundary extends Component<
  BoundaryProps,
  { error: unknown; pathname: string } | { error: null; pathname: string }
> {
  override state = { error: null as unknown, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('A screen failed') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; pathname: string }) {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.error ? <ScreenError error={this.state.error} /> : this.props.children;
  }
}

/** The screens' layout route (r29: in place of react-router's errorElement): a screen that fails shows ScreenError inside the shell. */
export function ScreenBoundary() {
  const { pathname } = useLocation();
  return (
    <Boundary pathname={pathname}>
      <Outlet />
    </Boundary>
  );
}
