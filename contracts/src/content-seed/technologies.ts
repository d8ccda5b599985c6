import type { TECHNOLOGIES_SLUG } from '../content.js';
import type { SeedDocument } from './seed-document.js';

/** A logo of the grid: the simple-icons picture the site's build writes under /generated/technologies/. */
const logo = (icon: string) => `/generated/technologies/${icon}.svg`;

/** The Technologies page (its lead, the eight columns of 'Technologies We Use', the logo grid) and the grid on Home. */
export const TECHNOLOGIES: SeedDocument<'technology'> = {
  kind: 'technology',
  slug: 'technologies' satisfies typeof TECHNOLOGIES_SLUG,
  data: {
    lead: 'Proven, well-supported tools for every layer of an application.',
    columns: [
      {
        title: 'Microsoft .NET',
        links: [
          { label: 'C#', href: 'https://learn.microsoft.com/dotnet/csharp/' },
          { label: 'ASP.NET Core', href: 'https://dotnet.microsoft.com/apps/aspnet' },
          { label: 'ASP.NET MVC', href: 'https://learn.microsoft.com/aspnet/core/mvc/overview' },
          { label: 'Web API', href: 'https://learn.microsoft.com/aspnet/core/web-api/' },
          { label: 'Entity Framework', href: 'https://learn.microsoft.com/ef/' },
          { label: 'Blazor', href: 'https://dotnet.microsoft.com/apps/aspnet/web-apps/blazor' },
        ],
      },
      {
        title: 'Client-side UI',
        links: [
          { label: 'Angular', href: 'https://angular.dev/' },
          { label: 'React', href: 'https://react.dev/' },
          { label: 'TypeScript', href: 'https://www.typescriptlang.org/' },
          { label: 'HTML5', href: 'https://developer.mozilla.org/docs/Web/HTML' },
          { label: 'CSS', href: 'https://developer.mozilla.org/docs/Web/CSS' },
          { label: 'Bootstrap', href: 'https://getbootstrap.com/' },
        ],
      },
      {
        title: 'SQL Server/MSBI',
        links: [
          { label: 'SQL Server', href: 'https://www.microsoft.com/sql-server' },
          { label: 'T-SQL', href: 'https://learn.microsoft.com/sql/t-sql/language-reference' },
          {
            label: 'SSIS',
            href: 'https://learn.microsoft.com/sql/integration-services/sql-server-integration-services',
          },
          { label: 'SSRS', href: 'https://learn.microsoft.com/sql/reporting-services/' },
          { label: 'SSAS', href: 'https://learn.microsoft.com/analysis-services/' },
        ],
      },
      {
        title: 'Cloud/Azure/AWS',
        links: [
          { label: 'Microsoft Azure', href: 'https://azure.microsoft.com/' },
          { label: 'Azure Functions', href: 'https://learn.microsoft.com/azure/azure-functions/' },
          { label: 'Amazon Web Services', href: 'https://aws.amazon.com/' },
          { label: 'AWS Lambda', href: 'https://aws.amazon.com/lambda/' },
          { label: 'Amazon S3', href: 'https://aws.amazon.com/s3/' },
        ],
      },
      {
        title: 'DevOps',
        links: [
          { label: 'Azure DevOps', href: 'https://azure.microsoft.com/products/devops' },
          { label: 'GitHub Actions', href: 'https://github.com/features/actions' },
          { label: 'Docker', href: 'https://www.docker.com/' },
          { label: 'Kubernetes', href: 'https://kubernetes.io/' },
          { label: 'Terraform', href: 'https://www.terraform.io/' },
        ],
      },
      {
        title: 'Power Platform',
        links: [
          { label: 'Power BI', href: 'https://www.microsoft.com/power-platform/products/power-bi' },
          { label: 'Power Apps', href: 'https://www.microsoft.com/power-platform/products/power-apps' },
          {
            label: 'Power Automate',
            href: 'https://www.microsoft.com/power-platform/products/power-automate',
          },
          {
            label: 'Copilot Studio',
            href: 'https://www.microsoft.com/microsoft-copilot/microsoft-copilot-studio',
          },
        ],
      },
      {
        title: 'Testing Tools',
        links: [
          { label: 'Selenium', href: 'https://www.selenium.dev/' },
          { label: 'Playwright', href: 'https://playwright.dev/' },
          { label: 'Cypress', href: 'https://www.cypress.io/' },
          { label: 'Postman', href: 'https://www.postman.com/' },
          { label: 'Apache JMeter', href: 'https://jmeter.apache.org/' },
        ],
      },
      {
        title: 'Others',
        links: [
          { label: 'Python', href: 'https://www.python.org/' },
          { label: 'Node.js', href: 'https://nodejs.org/' },
          { label: 'Flutter', href: 'https://flutter.dev/' },
          { label: 'Git', href: 'https://git-scm.com/' },
          { label: 'Jira', href: 'https://www.atlassian.com/software/jira' },
        ],
      },
    ],
    logosTitle: 'Platforms and frameworks',
    home: { eyebrow: 'Our stack', title: 'Technologies', intro: 'Proven tools we build and teach with.' },
    logos: [
      { name: '.NET', logo: logo('dotnet'), monogram: null },
      { name: 'C#', logo: null, monogram: 'C#' },
      { name: 'Angular', logo: logo('angular'), monogram: null },
      { name: 'React', logo: logo('react'), monogram: null },
      { name: 'TypeScript', logo: logo('typescript'), monogram: null },
      { name: 'JavaScript', logo: logo('javascript'), monogram: null },
      { name: 'Node.js', logo: logo('nodedotjs'), monogram: null },
      { name: 'Python', logo: logo('python'), monogram: null },
      { name: 'HTML5', logo: logo('html5'), monogram: null },
      { name: 'Bootstrap', logo: logo('bootstrap'), monogram: null },
      { name: 'Flutter', logo: logo('flutter'), monogram: null },
      { name: 'SQL Server', logo: null, monogram: 'SQL' },
      { name: 'PostgreSQL', logo: logo('postgresql'), monogram: null },
      { name: 'MongoDB', logo: logo('mongodb'), monogram: null },
      { name: 'Microsoft Azure', logo: null, monogram: 'Az' },
      { name: 'AWS', logo: null, monogram: 'AWS' },
      { name: 'Docker', logo: logo('docker'), monogram: null },
      { name: 'Kubernetes', logo: logo('kubernetes'), monogram: null },
      { name: 'Git', logo: logo('git'), monogram: null },
      { name: 'GitHub Actions', logo: logo('githubactions'), monogram: null },
    ],
  },
};
