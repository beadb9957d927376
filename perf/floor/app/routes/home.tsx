import {
  Link,
  NavLink,
  useLocation,
  useMatches,
  useNavigation,
  useNavigationType,
} from "react-router";

/**
 * The router API every page's shell calls (root, site header, route-loading bar, scroll to
 * top): React Router 8 tree-shakes what an app does not call, so a floor without them would
 * count the framework's own components as the site's code (decision 0029).
 */
export default function Home() {
  const location = useLocation();
  const state = `${useMatches().length} ${useNavigation().state} ${useNavigationType()}`;
  return (
    <h1 data-state={state}>
      <Link to={location.pathname}>Floor</Link> <NavLink to="/">Home</NavLink>
    </h1>
  );
}
