// Course syllabi rendered as PDFs: a title block, course facts, then numbered modules with topics.
import { measure, PdfDocument } from './pdf.mjs';

const m = (title, topics) => ({ title, topics: topics.split('; ') });

export const COURSES = [
  {
    slug: 'csharp',
    title: 'C#',
    duration: '40 hours (8 weeks, 2 sessions a week)',
    prerequisites: 'Basic programming logic; no prior .NET experience needed',
    overview:
      'A hands-on path from first console programs to clean, tested and asynchronous C# code on modern .NET.',
    modules: [
      m(
        'Getting started with .NET',
        'The .NET SDK and CLI; Projects, solutions and NuGet; Your first console application',
      ),
      m(
        'Language fundamentals',
        'Types, variables and operators; Control flow and loops; Methods, parameters and overloading',
      ),
      m(
        'Object-oriented programming',
        'Classes, objects and constructors; Encapsulation and properties; Inheritance and polymorphism',
      ),
      m(
        'Interfaces and abstractions',
        'Interfaces and abstract classes; Records and structs; SOLID principles in practice',
      ),
      m(
        'Collections and generics',
        'List, Dictionary and HashSet; Generic types and constraints; Iterators and yield',
      ),
      m('LINQ', 'Query and method syntax; Filtering, projection and grouping; Deferred execution'),
      m(
        'Error handling and debugging',
        'Exceptions and custom exceptions; Debugging in Visual Studio; Logging basics',
      ),
      m(
        'Asynchronous programming',
        'Tasks and async/await; Cancellation tokens; Parallel loops and pitfalls',
      ),
      m(
        'Files, JSON and data access',
        'Streams and file IO; System.Text.Json; Introduction to Entity Framework Core',
      ),
      m(
        'Testing and capstone',
        'Unit tests with xUnit; Mocking dependencies; Capstone: inventory console app',
      ),
    ],
  },
  {
    slug: 'dotnet-core',
    title: '.Net Core',
    duration: '48 hours (8 weeks)',
    prerequisites: 'Working knowledge of C# and object-oriented programming',
    overview: 'Build, secure and deploy cross-platform web APIs and applications with ASP.NET Core.',
    modules: [
      m(
        'The .NET platform',
        '.NET runtime and SDK versions; Project templates and the CLI; Hosting model and Program.cs',
      ),
      m(
        'Dependency injection and configuration',
        'Service lifetimes; Options pattern and appsettings; Environments and secrets',
      ),
      m('Middleware and routing', 'The request pipeline; Writing custom middleware; Endpoint routing'),
      m(
        'Building web APIs',
        'Controllers and minimal APIs; Model binding and validation; Problem details and status codes',
      ),
      m(
        'Entity Framework Core',
        'DbContext and migrations; Relationships and loading; Performance and tracking',
      ),
      m('Authentication and authorization', 'ASP.NET Core Identity; JWT bearer tokens; Policies and roles'),
      m('Logging and diagnostics', 'ILogger and structured logging; Health checks; OpenTelemetry basics'),
      m('Testing', 'Unit testing services; Integration tests with WebApplicationFactory; Test data builders'),
      m(
        'Performance and caching',
        'In-memory and distributed cache; Response compression; Async best practices',
      ),
      m('Deployment', 'Publishing and self-contained builds; Docker images; Hosting on Azure App Service'),
    ],
  },
  {
    slug: 'angularjs',
    title: 'AngularJS',
    duration: '32 hours (6 weeks)',
    prerequisites: 'HTML, CSS and JavaScript fundamentals',
    overview:
      'Single-page application development with AngularJS, from modules and scopes to routing and testing.',
    modules: [
      m('Introduction to AngularJS', 'MVC in the browser; Bootstrapping an application; Modules and ng-app'),
      m('Scopes and data binding', 'Two-way binding; $scope and controllers; The digest cycle'),
      m('Built-in directives', 'ng-repeat, ng-if and ng-show; ng-model and forms; ng-class and ng-style'),
      m('Filters', 'Built-in filters; Custom filters; Filtering and ordering lists'),
      m(
        'Services and dependency injection',
        'Factories, services and providers; $http and promises; Sharing state',
      ),
      m('Routing', 'ngRoute and ui-router; Route parameters; Resolves and guards'),
      m(
        'Custom directives and components',
        'Directive definition object; Isolated scope; Components and bindings',
      ),
      m('Forms and validation', 'Form states; Built-in validators; Custom validation messages'),
      m(
        'Testing and migration',
        'Unit tests with Jasmine and Karma; End-to-end testing; Path to modern Angular',
      ),
    ],
  },
  {
    slug: 'sql',
    title: 'Sql',
    duration: '36 hours (6 weeks)',
    prerequisites: 'Comfort with spreadsheets or any programming language',
    overview: 'Design, query and tune relational databases with Microsoft SQL Server and standard SQL.',
    modules: [
      m(
        'Relational foundations',
        'Tables, rows and keys; Normalisation to third normal form; Installing SQL Server and SSMS',
      ),
      m('Querying data', 'SELECT, WHERE and ORDER BY; Operators and NULL handling; TOP and OFFSET-FETCH'),
      m('Joins', 'Inner and outer joins; Self joins; Cross apply and outer apply'),
      m('Aggregation', 'GROUP BY and HAVING; Aggregate functions; ROLLUP and CUBE'),
      m('Subqueries and CTEs', 'Correlated subqueries; Common table expressions; Recursive queries'),
      m('Window functions', 'ROW_NUMBER, RANK and DENSE_RANK; Running totals; LAG and LEAD'),
      m('Modifying data', 'INSERT, UPDATE, DELETE and MERGE; Transactions and isolation levels; Constraints'),
      m('Programmability', 'Views; Stored procedures and functions; Triggers'),
      m(
        'Indexes and performance',
        'Clustered and non-clustered indexes; Execution plans; Query tuning checklist',
      ),
      m(
        'Security and backup',
        'Logins, users and roles; Backup and restore; Capstone: sales reporting database',
      ),
    ],
  },
  {
    slug: 'typescript',
    title: 'Typescript',
    duration: '24 hours (4 weeks)',
    prerequisites: 'Modern JavaScript (ES2015+) fundamentals',
    overview:
      'Write safer JavaScript with TypeScript: the type system, tooling and patterns used in real projects.',
    modules: [
      m('Why TypeScript', 'The compiler and tsconfig; Type checking JavaScript; Editor integration'),
      m('Basic types', 'Primitives, arrays and tuples; any, unknown and never; Type inference'),
      m('Functions', 'Parameter and return types; Optional and default parameters; Overloads'),
      m(
        'Objects and interfaces',
        'Interfaces and type aliases; Optional and readonly properties; Index signatures',
      ),
      m('Unions and narrowing', 'Union and intersection types; Type guards; Discriminated unions'),
      m('Classes', 'Access modifiers; Abstract classes; Implementing interfaces'),
      m('Generics', 'Generic functions and types; Constraints; Generic utility patterns'),
      m('Advanced types', 'keyof and typeof; Mapped and conditional types; Built-in utility types'),
      m(
        'Modules and tooling',
        'ES modules and declaration files; Linting and formatting; Building with Vite',
      ),
      m('TypeScript in practice', 'Typing API responses; Strict mode migration; Project: typed task tracker'),
    ],
  },
  {
    slug: 'dotnet-mvc',
    title: '.Net MVC',
    duration: '40 hours (8 weeks)',
    prerequisites: 'C# fundamentals and basic HTML',
    overview:
      'Server-rendered web applications with ASP.NET Core MVC, Razor views and Entity Framework Core.',
    modules: [
      m('The MVC pattern', 'Models, views and controllers; Project structure; Conventions'),
      m('Controllers and actions', 'Action results; Routing and attribute routes; Filters'),
      m('Razor views', 'Razor syntax; Layouts and sections; Partial views and view components'),
      m('Models and validation', 'View models; Data annotations; Client-side validation'),
      m('Tag helpers and forms', 'Form tag helpers; Anti-forgery tokens; File uploads'),
      m('Data with Entity Framework Core', 'Code-first models; Migrations; Repository and unit of work'),
      m('Authentication', 'Cookie authentication; ASP.NET Core Identity; Role-based access'),
      m('State and caching', 'Session and TempData; Output caching; Distributed cache'),
      m('Testing MVC applications', 'Testing controllers; Integration tests; UI smoke tests'),
      m(
        'Deployment and capstone',
        'Publishing to IIS and Azure; Configuration per environment; Capstone: course catalogue site',
      ),
    ],
  },
  {
    slug: 'azure-devops',
    title: 'Azure Devops',
    duration: '32 hours (6 weeks)',
    prerequisites: 'Basic Git and experience building any software project',
    overview:
      'Plan, build, test and release software with Azure Boards, Repos, Pipelines, Test Plans and Artifacts.',
    modules: [
      m(
        'DevOps fundamentals',
        'DevOps culture and practices; Azure DevOps organisations and projects; Access levels',
      ),
      m('Azure Boards', 'Work items and processes; Backlogs and sprints; Dashboards and queries'),
      m('Azure Repos', 'Git branching strategies; Pull requests and policies; Code reviews'),
      m('Build pipelines', 'YAML pipelines; Agents and pools; Triggers and variables'),
      m('Testing in pipelines', 'Running unit tests; Code coverage; Quality gates'),
      m('Release pipelines', 'Stages and environments; Approvals and checks; Deployment strategies'),
      m('Azure Artifacts', 'Feeds and upstream sources; Publishing packages; Versioning'),
      m('Infrastructure as code', 'ARM and Bicep templates; Terraform in pipelines; Service connections'),
      m(
        'Security and monitoring',
        'Secrets with Key Vault; Pipeline security; Application Insights feedback',
      ),
      m('Capstone', 'End-to-end CI/CD for a web API; Blue-green release; Retrospective and metrics'),
    ],
  },
  {
    slug: 'css',
    title: 'CSS',
    duration: '24 hours (4 weeks)',
    prerequisites: 'Basic HTML',
    overview:
      'Style accessible, responsive interfaces with modern CSS layout, custom properties and animation.',
    modules: [
      m('CSS basics', 'Selectors and specificity; The cascade and inheritance; Units and colours'),
      m('The box model', 'Margin, border and padding; box-sizing; Display and overflow'),
      m('Typography', 'Font stacks and web fonts; Line height and rhythm; Text overflow'),
      m('Flexbox', 'Main and cross axis; Alignment and wrapping; Common flex patterns'),
      m('Grid', 'Tracks and areas; Auto-fit and minmax; Subgrid'),
      m('Responsive design', 'Media queries; Container queries; Fluid type with clamp()'),
      m('Custom properties and theming', 'CSS variables; Dark mode; Design tokens'),
      m('Transitions and animation', 'Transitions; Keyframe animations; Reduced motion'),
      m(
        'Architecture and capstone',
        'BEM and utility classes; Cascade layers; Capstone: responsive landing page',
      ),
    ],
  },
  {
    slug: 'microsoft-azure',
    title: 'Microsoft Azure',
    duration: '40 hours (8 weeks)',
    prerequisites: 'Basic networking and operating system concepts',
    overview:
      'Core Azure services for developers and administrators, aligned with the AZ-900 and AZ-104 objectives.',
    modules: [
      m('Cloud concepts', 'IaaS, PaaS and SaaS; Regions and availability zones; Pricing and SLAs'),
      m('Azure management', 'Portal, CLI and PowerShell; Resource groups and tags; Azure Resource Manager'),
      m('Identity', 'Microsoft Entra ID; Users, groups and roles; Conditional access'),
      m('Compute', 'Virtual machines; Scale sets; App Service and Functions'),
      m('Storage', 'Storage accounts; Blob, file and queue storage; Redundancy options'),
      m('Networking', 'Virtual networks and subnets; Network security groups; Load balancing'),
      m('Databases', 'Azure SQL Database; Cosmos DB; Backup and geo-replication'),
      m('Containers', 'Azure Container Registry; Container Apps; AKS overview'),
      m(
        'Monitoring and governance',
        'Azure Monitor and Log Analytics; Policies and blueprints; Cost management',
      ),
      m('Security and capstone', 'Key Vault; Defender for Cloud; Capstone: deploy a three-tier app'),
    ],
  },
  {
    slug: 'bootstrap',
    title: 'Bootstrap',
    duration: '16 hours (3 weeks)',
    prerequisites: 'HTML and CSS basics',
    overview: 'Build responsive, consistent layouts quickly with Bootstrap 5 and customise it with Sass.',
    modules: [
      m('Getting started', 'Installing Bootstrap; Page template; Browser support'),
      m('Layout and grid', 'Containers, rows and columns; Breakpoints; Gutters'),
      m('Content', 'Typography; Images and tables; Figures'),
      m('Components I', 'Navbar and navs; Cards; Buttons and button groups'),
      m('Components II', 'Modals; Carousels; Accordions and collapse'),
      m('Forms', 'Form controls; Input groups; Validation styles'),
      m('Utilities', 'Spacing and sizing; Flex utilities; Colours and borders'),
      m('Customising with Sass', 'Variables and maps; Theming; Removing unused CSS'),
      m('Capstone', 'Responsive company website; Accessibility review; Performance checklist'),
    ],
  },
  {
    slug: 'html5',
    title: 'HTML5',
    duration: '20 hours (4 weeks)',
    prerequisites: 'None; comfortable using a computer and a browser',
    overview: 'Semantic, accessible and search-friendly web pages with HTML5 and its browser APIs.',
    modules: [
      m('Web foundations', 'How browsers render pages; Document structure; Developer tools'),
      m('Text and semantics', 'Headings and paragraphs; Lists and quotes; Semantic sectioning elements'),
      m('Links and media', 'Links and navigation; Images and responsive srcset; Audio and video'),
      m('Tables', 'Table structure; Headers and captions; Accessible data tables'),
      m('Forms', 'Input types; Labels and fieldsets; Built-in validation'),
      m('Accessibility', 'Landmarks and ARIA; Keyboard navigation; Alternative text'),
      m('SEO and metadata', 'Title and meta tags; Open Graph; Structured data'),
      m('HTML5 APIs', 'Canvas; Local storage; Geolocation'),
      m('Capstone', 'Multi-page personal site; Validation and audits; Publishing the site'),
    ],
  },
];

const BLUE = '#0b3d91';
const TEAL = '#0e7c9b';
const WARM = '#f5a623';
const INK = '#1b2434';
const MUTED = '#5b6577';

function wrapPdf(value, size, width, bold = false) {
  const out = [];
  let current = '';
  for (const word of value.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && measure(next, size, bold) > width) {
      out.push(current);
      current = word;
    } else current = next;
  }
  if (current) out.push(current);
  return out;
}

/** Renders one course syllabus to PDF bytes. */
export function renderSyllabus(course) {
  const heading = `Orbitwise Technologies — ${course.title} Syllabus`;
  const doc = new PdfDocument({
    title: heading,
    author: 'Orbitwise Technologies',
    subject: `${course.title} course syllabus`,
  });
  const left = 56;
  const width = doc.width - left * 2;
  let page = doc.addPage();
  let y = 0;
  let pageNo = 1;

  const footer = () => {
    page.rect(0, doc.height - 36, doc.width, 36, '#e8f4fb');
    page.text(
      left,
      doc.height - 14,
      'Orbitwise Technologies · www.orbitwise.example · hello@orbitwise.example',
      {
        size: 8.5,
        color: MUTED,
      },
    );
    page.text(doc.width - left - 40, doc.height - 14, `Page ${pageNo}`, { size: 8.5, color: MUTED });
  };
  const ensure = (needed) => {
    if (y + needed <= doc.height - 60) return;
    footer();
    page = doc.addPage();
    pageNo += 1;
    page.rect(0, 0, doc.width, 8, BLUE);
    page.text(left, 40, heading, { size: 9, bold: true, color: MUTED });
    y = 70;
  };

  // Title block
  page.rect(0, 0, doc.width, 180, BLUE);
  page.rect(0, 180, doc.width, 6, WARM);
  page.text(left, 58, 'COURSE SYLLABUS', { size: 10, bold: true, color: '#9cc3ff' });
  const titleLines = wrapPdf(heading, 24, width, true);
  titleLines.forEach((l, i) => page.text(left, 96 + i * 30, l, { size: 24, bold: true, color: '#ffffff' }));
  page.text(
    left,
    96 + titleLines.length * 30 + 4,
    'Instructor-led · Online and classroom batches · Certificate on completion',
    {
      size: 10,
      color: '#d5e3ff',
    },
  );
  y = 222;
  for (const l of wrapPdf(course.overview, 12, width)) {
    page.text(left, y, l, { size: 12, color: INK });
    y += 17;
  }
  y += 10;
  const facts = [
    ['Duration', course.duration],
    ['Prerequisites', course.prerequisites],
    ['Modules', `${course.modules.length} modules with hands-on labs and a capstone`],
    ['Assessment', 'Module quizzes, lab reviews and a final project'],
  ];
  for (const [label, value] of facts) {
    const lines = wrapPdf(value, 10.5, width - 130);
    page.rect(left, y - 13, width, lines.length * 14 + 12, '#f3f8fc');
    page.text(left + 12, y, label, { size: 10.5, bold: true, color: TEAL });
    lines.forEach((l, i) => page.text(left + 130, y + i * 14, l, { size: 10.5, color: INK }));
    y += lines.length * 14 + 16;
  }
  y += 14;
  page.text(left, y, 'Course modules', { size: 16, bold: true, color: BLUE });
  y += 24;

  course.modules.forEach((mod, i) => {
    ensure(26 + mod.topics.length * 15);
    page.rect(left, y - 13, 22, 18, TEAL);
    page.text(left + (i + 1 >= 10 ? 4.5 : 8), y, String(i + 1), { size: 10, bold: true, color: '#ffffff' });
    page.text(left + 32, y, `Module ${i + 1}: ${mod.title}`, { size: 12, bold: true, color: INK });
    y += 18;
    for (const topic of mod.topics) {
      page.text(left + 40, y, `•  ${topic}`, { size: 10.5, color: MUTED });
      y += 15;
    }
    y += 8;
  });
  ensure(60);
  y += 6;
  page.text(left, y, 'Enrol: contact our training desk at hello@orbitwise.example or +91 40 4000 1234.', {
    size: 10.5,
    bold: true,
    color: BLUE,
  });
  footer();
  return doc.toBuffer();
}
