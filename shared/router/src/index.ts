/**
 * What the site uses of React Router, shared under the name `react-router-dom` (every app aliases the
 * package to this module, see `@site/build`). Module Federation cannot tree-shake a shared package, so
 * sharing the whole router would ship all of it (≈62 kB gzip); sharing this list ships what it names.
 * Add a name here before importing it anywhere.
 */
export { BrowserRouter, Navigate, StaticRouter, useLocation, useNavigate, useSearchParams } from 'react-router';
export { Link, NavLink, type LinkProps, type NavLinkProps } from './links';
