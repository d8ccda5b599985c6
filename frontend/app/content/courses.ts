export interface CourseTile {
  name: string;
  href: string;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/#/g, 'sharp')
    .replace(/\+/g, 'plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Each course opens its page on the course site (`courseSite`, the `site` document's), an address computed from its name. */
export const courseTiles = (names: readonly string[], courseSite: string): CourseTile[] =>
  names.map((name) => ({ name, href: `${courseSite}/courses/${slug(name)}` }));

export interface SyllabusLink {
  name: string;
  href: string;
  /** The name the browser saves it under: "csharp-syllabus.pdf" for /generated/syllabus/csharp.pdf. */
  download: string;
}

export const syllabusLinks = (items: readonly { name: string; file: string }[]): SyllabusLink[] =>
  items.map(({ name, file }) => {
    const base =
      file
        .split(/[?#]/)[0]!
        .split('/')
        .pop()!
        .replace(/\.pdf$/i, '') || slug(name);
    return { name, href: file, download: `${base}-syllabus.pdf` };
  });
