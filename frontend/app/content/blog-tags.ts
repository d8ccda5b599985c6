/** A tag in a URL: ".NET" as "dotnet", "C#" as "csharp", "CI/CD" as "ci-cd". */
export const tagSlug = (tag: string): string =>
  tag
    .toLowerCase()
    .replace(/^\./, 'dot')
    .replace(/#/g, 'sharp')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
