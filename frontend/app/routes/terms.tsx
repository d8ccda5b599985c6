import { LegalPage } from '~/components/legal-page';
import { TERMS } from '~/content/legal';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: 'Terms & Conditions | Orbitwise Technologies',
      description: 'The terms and conditions for using the Orbitwise Technologies websites and content.',
      keywords: 'terms and conditions, website terms, licence',
    },
    location.pathname,
  );

export default function Terms() {
  return <LegalPage title="Terms & Conditions" sections={TERMS} updated="2024-01-15" />;
}
