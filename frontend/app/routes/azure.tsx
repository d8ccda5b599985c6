import { PageHero } from '~/components/page-hero';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/azure';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: 'AZ-400 Azure DevOps Engineer Training | Orbitwise Technologies',
      description:
        'Prepare for the AZ-400 Designing and Implementing Microsoft DevOps Solutions exam with hands-on Azure training.',
      keywords: 'AZ-400, Azure DevOps training, Azure development, DevOps certification',
    },
    location.pathname,
  );

export default function Azure() {
  return (
    <>
      <PageHero title="Azure Development (AZ-400)" />
      <section className="section">
        <div className="container narrow">
          <p>
            Our AZ-400 programme prepares developers and operations engineers to design and implement DevOps
            practices on Microsoft Azure: source control strategy, CI/CD with Azure Pipelines and GitHub
            Actions, infrastructure as code, dependency management, security and compliance, and
            instrumentation. Every module ends with a hands-on lab in a real Azure subscription, and the
            course closes with a full practice exam.
          </p>
        </div>
      </section>
    </>
  );
}
