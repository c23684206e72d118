import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useMutation } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import { withNotify } from '../components/notify.ts';
import { forgetSession } from '../relay/environment.ts';
import type { useFrontPageActionsLogoutMutation } from '../__generated__/useFrontPageActionsLogoutMutation.graphql';

/**
 * The front page's query actions from the spec: `/?logout` ends the session, `/?login&redirect=...` opens the log-in.
 * Runs in the public layout so both work on any public path.
 */
export function useFrontPageActions(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const loggingOut = useRef(false);
  const { t } = useTranslation();
  const [commitLogout] = useMutation<useFrontPageActionsLogoutMutation>(graphql`
    mutation useFrontPageActionsLogoutMutation {
      logout {
        message
      }
    }
  `);
  const params = new URLSearchParams(location.search);
  const logout = params.has('logout');
  const login = params.has('login');
  const redirect = params.get('redirect');

  useEffect(() => {
    if (!logout) loggingOut.current = false;
    if (logout) {
      if (loggingOut.current) return;
      loggingOut.current = true;
      // Every screen asks the server again (the header learns there is no viewer); the front page then confirms the
      // log-out once (the notify alert). No page load: the router and the layout stay.
      const loggedOut = () => {
        forgetSession();
        void navigate(withNotify('/', { type: 'success', message: t('account.loggedOut') }), { replace: true });
      };
      commitLogout({ variables: {}, onCompleted: loggedOut, onError: () => void navigate('/', { replace: true }) });
    } else if (login) {
      navigate(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login', { replace: true });
    }
  }, [logout, login, redirect, commitLogout, navigate, t]);
}
