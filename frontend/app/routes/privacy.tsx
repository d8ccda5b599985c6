import { LegalPage } from '~/components/legal-page';
import { PRIVACY } from '~/content/legal';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: 'Privacy Policy | Orbitwise Technologies',
      description:
        'How Orbitwise Technologies collects, uses and protects your personal data, and your rights.',
      keywords: 'privacy policy, personal data, data protection',
    },
    location.pathname,
  );

export default function Privacy() {
  return <LegalPage title="Privacy Policy" sections={PRIVACY} updated="2024-01-15" />;
}
