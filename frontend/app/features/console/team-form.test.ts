import { describe, expect, it } from 'vitest';
import { CONTENT_FORMS, emptyDocument, type ContentField } from './content-forms';

describe("the team member's form", () => {
  it('edits the bio, the expertise tags and every link (fields with defaults included)', () => {
    const fields = CONTENT_FORMS['team-member'];
    const field = (name: string) => fields.find((f) => f.name === name)!;
    expect(field('bio')).toMatchObject({ control: 'optional-text', label: 'One-line bio' });
    expect(field('expertise')).toMatchObject({ control: 'lines', label: 'Expertise' });
    const links = field('links') as Extract<ContentField, { control: 'group' }>;
    // Links are long (up to 2,048 characters): every one an optional multi-line input, as LinkedIn's.
    expect(links.fields.map((f) => [f.name, f.label, f.control])).toEqual([
      ['links.linkedin', 'LinkedIn', 'optional-textarea'],
      ['links.x', 'X', 'optional-textarea'],
      ['links.github', 'GitHub', 'optional-textarea'],
      ['links.website', 'Website', 'optional-textarea'],
    ]);
    expect(emptyDocument('team-member')).toMatchObject({
      bio: null,
      expertise: [],
      links: { linkedin: null, x: null, github: null, website: null },
    });
  });
});
