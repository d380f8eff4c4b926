import { useCallback, useState } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { type CollectionState, collectionSearch, parseCollectionQuery } from "./collection-query";

/**
 * Moves a collection page to another state through its URL. Until the next page has loaded, `shown` is
 * already the state asked for, so a ticked box stays ticked.
 */
export function useCollectionNav(state: CollectionState) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // The state asked for, shown at once (before the router even starts loading it).
  const [asked, setAsked] = useState<CollectionState | null>(null);
  const [loaded, setLoaded] = useState(state);
  if (loaded !== state) {
    setLoaded(state);
    setAsked(null);
  }
  const target = navigation.state === "loading" ? navigation.location : undefined;
  const pending = target && target.pathname === pathname ? parseCollectionQuery(target.search) : null;
  const go = useCallback(
    (next: CollectionState) => {
      setAsked(next);
      void navigate({ pathname, search: collectionSearch(next) }, { preventScrollReset: true });
    },
    [navigate, pathname],
  );
  const hrefFor = useCallback((next: CollectionState) => `${pathname}${collectionSearch(next)}`, [pathname]);
  return { shown: pending ?? asked ?? state, busy: pending !== null, go, hrefFor, pathname };
}

export type CollectionNav = ReturnType<typeof useCollectionNav>;
