import type { AnchorHTMLAttributes, Ref } from 'react'
import { useHref, useLinkClickHandler, type To } from 'react-router'

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app ('/tools/keywords', '/campaign/…?x=1'). */
  to: To
  replace?: boolean
  ref?: Ref<HTMLAnchorElement>
}

/**
 * A link to a screen of the app: a real `<a href>` (a new tab, a copied address, a middle click work),
 * whose plain click navigates in place. React Router's own `<Link>` also carries its framework mode's
 * prefetching and view transitions, ~2 kB of gzip in the first script of every screen that the app
 * does not use (decision 016); this one is built from the hooks React Router provides for it.
 */
export function Link({ to, replace, target, onClick, ref, ...props }: LinkProps) {
  const href = useHref(to)
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target })
  return (
    <a
      {...props}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) navigate(event)
      }}
    />
  )
}
