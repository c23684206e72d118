import { publicPath } from '@domain/pagePath.ts';
import { useEffect, useRef } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useLocation } from 'react-router-dom';
import type { usePageViewTrackingRecordMutation } from '../__generated__/usePageViewTrackingRecordMutation.graphql';
import { useConsent } from './consent.ts';
import { visitorId } from './visitor.ts';

/** True for the staff area (in any spelling) and anything else the server would not count: never sent. */
export function isAdminPath(pathname: string): boolean {
  return publicPath(pathname) === null;
}

/**
 * First-party page-view tracking: each public page shown (by path) is recorded by the product itself, only after the
 * visitor accepted cookies. The server adds the logged-in user's id. Failures are silent: statistics never get in
 * a person's way.
 */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  const consent = useConsent();
  const tracked = useRef<string | null>(null);
  const [commit] = useMutation<usePageViewTrackingRecordMutation>(graphql`
    mutation usePageViewTrackingRecordMutation($input: RecordPageViewInput!) {
      recordPageView(input: $input) {
        __typename
      }
    }
  `);

  useEffect(() => {
    if (!consent?.accepted || isAdminPath(pathname) || tracked.current === pathname) return;
    tracked.current = pathname;
    commit({
      variables: { input: { path: pathname, visitorId: visitorId(), consent: { version: consent.version, acceptedAt: consent.at } } },
      onError: () => {},
    });
  }, [pathname, consent, commit]);
}
