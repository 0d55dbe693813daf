import { Link } from 'react-router';
import { SITE_NAME } from '../config';

export function NotFoundPage() {
  return (
    <div className="container not-found">
      <title>{`404 Page Not Found | ${SITE_NAME}`}</title>
      <h1>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </div>
  );
}
