import { PageSpinner } from '../../ui/PageSpinner.tsx';

/** /websites and /external: start-up resolves the site and moves on; until then, a spinner. */
export default function StartupPage() {
  return <PageSpinner label="Loading your site" />;
}
