import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  type ComponentProps,
  type FocusEvent,
  type FocusEventHandler,
  type MouseEvent,
  type MouseEventHandler,
} from 'react';
import { Link, NavLink } from 'react-router-dom';
import { whenPageIdle } from '../services/idle';
import { prefetchMarginPx, prefetchRoute } from '../services/routing';

function useRoutePrefetch(href: string) {
  const elementRef = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => {
    const element = elementRef.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          // Links in view at start-up wait for the first screen and an idle moment: their chunks then download and
          // evaluate after that screen, not in its way (docs/performance.md: Lighthouse TBT on Home). Hover and focus are at once.
          void whenPageIdle().then(() => prefetchRoute(href));
          observer.disconnect();
        }
      },
      { rootMargin: `${prefetchMarginPx}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [href]);
  const prefetch = useCallback(() => prefetchRoute(href), [href]);
  return { elementRef, prefetch };
}

function hrefOf(to: ComponentProps<typeof Link>['to']): string {
  return typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`;
}

function mergeRefs<T>(...refs: (React.Ref<T> | undefined)[]) {
  return (value: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref) (ref as React.MutableRefObject<T | null>).current = value;
    }
  };
}

/** The ref and handlers that make a link prefetch its route: in view (once idle), on hover and on focus at once. */
function usePrefetchProps(
  to: ComponentProps<typeof Link>['to'],
  ref: React.ForwardedRef<HTMLAnchorElement>,
  onMouseEnter: MouseEventHandler<HTMLAnchorElement> | undefined,
  onFocus: FocusEventHandler<HTMLAnchorElement> | undefined,
) {
  const { elementRef, prefetch } = useRoutePrefetch(hrefOf(to));
  return {
    ref: mergeRefs(ref, elementRef),
    onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => {
      prefetch();
      onMouseEnter?.(event);
    },
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
      prefetch();
      onFocus?.(event);
    },
  };
}

/** A router Link that loads its route's chunk ahead of the click. */
export const PrefetchLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof Link>>(function PrefetchLink(
  { to, onMouseEnter, onFocus, ...rest },
  ref,
) {
  return <Link {...rest} to={to} {...usePrefetchProps(to, ref, onMouseEnter, onFocus)} />;
});

/** A NavLink (aria-current="page" when active) that prefetches like PrefetchLink. */
export const PrefetchNavLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof NavLink>>(
  function PrefetchNavLink({ to, onMouseEnter, onFocus, ...rest }, ref) {
    return <NavLink {...rest} to={to} {...usePrefetchProps(to, ref, onMouseEnter, onFocus)} />;
  },
);
