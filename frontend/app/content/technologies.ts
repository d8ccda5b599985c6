import angular from 'simple-icons/icons/angular.svg?no-inline';
import bootstrap from 'simple-icons/icons/bootstrap.svg?no-inline';
import docker from 'simple-icons/icons/docker.svg?no-inline';
import dotnet from 'simple-icons/icons/dotnet.svg?no-inline';
import flutter from 'simple-icons/icons/flutter.svg?no-inline';
import git from 'simple-icons/icons/git.svg?no-inline';
import githubactions from 'simple-icons/icons/githubactions.svg?no-inline';
import html5 from 'simple-icons/icons/html5.svg?no-inline';
import javascript from 'simple-icons/icons/javascript.svg?no-inline';
import kubernetes from 'simple-icons/icons/kubernetes.svg?no-inline';
import mongodb from 'simple-icons/icons/mongodb.svg?no-inline';
import nodedotjs from 'simple-icons/icons/nodedotjs.svg?no-inline';
import postgresql from 'simple-icons/icons/postgresql.svg?no-inline';
import python from 'simple-icons/icons/python.svg?no-inline';
import react from 'simple-icons/icons/react.svg?no-inline';
import typescript from 'simple-icons/icons/typescript.svg?no-inline';

/** A technology in the logo grid: a simple-icons logo, or a monogram when the brand is not in the set. */
export interface TechLogo {
  name: string;
  logo?: string;
  monogram?: string;
}

export const TECH_LOGOS: TechLogo[] = [
  { name: '.NET', logo: dotnet },
  { name: 'C#', monogram: 'C#' },
  { name: 'Angular', logo: angular },
  { name: 'React', logo: react },
  { name: 'TypeScript', logo: typescript },
  { name: 'JavaScript', logo: javascript },
  { name: 'Node.js', logo: nodedotjs },
  { name: 'Python', logo: python },
  { name: 'HTML5', logo: html5 },
  { name: 'Bootstrap', logo: bootstrap },
  { name: 'Flutter', logo: flutter },
  { name: 'SQL Server', monogram: 'SQL' },
  { name: 'PostgreSQL', logo: postgresql },
  { name: 'MongoDB', logo: mongodb },
  { name: 'Microsoft Azure', monogram: 'Az' },
  { name: 'AWS', monogram: 'AWS' },
  { name: 'Docker', logo: docker },
  { name: 'Kubernetes', logo: kubernetes },
  { name: 'Git', logo: git },
  { name: 'GitHub Actions', logo: githubactions },
];

export interface TechLink {
  name: string;
  href: string;
}

export interface TechColumn {
  title: string;
  links: TechLink[];
}

/** The eight columns of 'Technologies We Use'; every link is external. */
export const TECH_COLUMNS: TechColumn[] = [
  {
    title: 'Microsoft .NET',
    links: [
      { name: 'C#', href: 'https://learn.microsoft.com/dotnet/csharp/' },
      { name: 'ASP.NET Core', href: 'https://dotnet.microsoft.com/apps/aspnet' },
      { name: 'ASP.NET MVC', href: 'https://learn.microsoft.com/aspnet/core/mvc/overview' },
      { name: 'Web API', href: 'https://learn.microsoft.com/aspnet/core/web-api/' },
      { name: 'Entity Framework', href: 'https://learn.microsoft.com/ef/' },
      { name: 'Blazor', href: 'https://dotnet.microsoft.com/apps/aspnet/web-apps/blazor' },
    ],
  },
  {
    title: 'Client-side UI',
    links: [
      { name: 'Angular', href: 'https://angular.dev/' },
      { name: 'React', href: 'https://react.dev/' },
      { name: 'TypeScript', href: 'https://www.typescriptlang.org/' },
      { name: 'HTML5', href: 'https://developer.mozilla.org/docs/Web/HTML' },
      { name: 'CSS', href: 'https://developer.mozilla.org/docs/Web/CSS' },
      { name: 'Bootstrap', href: 'https://getbootstrap.com/' },
    ],
  },
  {
    title: 'SQL Server/MSBI',
    links: [
      { name: 'SQL Server', href: 'https://www.microsoft.com/sql-server' },
      { name: 'T-SQL', href: 'https://learn.microsoft.com/sql/t-sql/language-reference' },
      {
        name: 'SSIS',
        href: 'https://learn.microsoft.com/sql/integration-services/sql-server-integration-services',
      },
      { name: 'SSRS', href: 'https://learn.microsoft.com/sql/reporting-services/' },
      { name: 'SSAS', href: 'https://learn.microsoft.com/analysis-services/' },
    ],
  },
  {
    title: 'Cloud/Azure/AWS',
    links: [
      { name: 'Microsoft Azure', href: 'https://azure.microsoft.com/' },
      { name: 'Azure Functions', href: 'https://learn.microsoft.com/azure/azure-functions/' },
      { name: 'Amazon Web Services', href: 'https://aws.amazon.com/' },
      { name: 'AWS Lambda', href: 'https://aws.amazon.com/lambda/' },
      { name: 'Amazon S3', href: 'https://aws.amazon.com/s3/' },
    ],
  },
  {
    title: 'DevOps',
    links: [
      { name: 'Azure DevOps', href: 'https://azure.microsoft.com/products/devops' },
      { name: 'GitHub Actions', href: 'https://github.com/features/actions' },
      { name: 'Docker', href: 'https://www.docker.com/' },
      { name: 'Kubernetes', href: 'https://kubernetes.io/' },
      { name: 'Terraform', href: 'https://www.terraform.io/' },
    ],
  },
  {
    title: 'Power Platform',
    links: [
      { name: 'Power BI', href: 'https://www.microsoft.com/power-platform/products/power-bi' },
      { name: 'Power Apps', href: 'https://www.microsoft.com/power-platform/products/power-apps' },
      { name: 'Power Automate', href: 'https://www.microsoft.com/power-platform/products/power-automate' },
      {
        name: 'Copilot Studio',
        href: 'https://www.microsoft.com/microsoft-copilot/microsoft-copilot-studio',
      },
    ],
  },
  {
    title: 'Testing Tools',
    links: [
      { name: 'Selenium', href: 'https://www.selenium.dev/' },
      { name: 'Playwright', href: 'https://playwright.dev/' },
      { name: 'Cypress', href: 'https://www.cypress.io/' },
      { name: 'Postman', href: 'https://www.postman.com/' },
      { name: 'Apache JMeter', href: 'https://jmeter.apache.org/' },
    ],
  },
  {
    title: 'Others',
    links: [
      { name: 'Python', href: 'https://www.python.org/' },
      { name: 'Node.js', href: 'https://nodejs.org/' },
      { name: 'Flutter', href: 'https://flutter.dev/' },
      { name: 'Git', href: 'https://git-scm.com/' },
      { name: 'Jira', href: 'https://www.atlassian.com/software/jira' },
    ],
  },
];
