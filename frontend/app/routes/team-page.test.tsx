/**
 * /team shows each member's one-line bio, expertise tags and links (GitHub, a website) from the
 * published documents, and a member stored before those fields existed still shows (without them).
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublishedDocument, TeamMemberData } from '@orbitwise/contracts/content';
import { TEAM } from '@orbitwise/contracts/content-seed';
import { siteContentFrom } from '~/config/published-site';
import Team, { loader } from './team';
import type { Route as TeamRoute } from './+types/team';

const published = (slug: string, data: unknown) =>
  ({
    kind: 'team-member',
    slug,
    data,
    html: {},
    publishedAt: '2026-11-20T10:00:00.000Z',
  }) as PublishedDocument<'team-member'>;

function render(context: unknown): Document {
  const loaderData = loader({ context } as unknown as TeamRoute.LoaderArgs);
  const html = renderToString(
    <MemoryRouter>
      <Team {...({ loaderData } as unknown as TeamRoute.ComponentProps)} />
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

const card = (doc: Document, name: string) =>
  [...doc.querySelectorAll('.member-card')].find((el) => el.querySelector('h3')?.textContent === name)!;

describe('/team', () => {
  it('shows every seeded member with a one-line bio and expertise', () => {
    const doc = render({});
    for (const { data } of TEAM) {
      expect(data.bio).toBeTruthy();
      const member = card(doc, data.name);
      expect(member.querySelector('.member-bio')?.textContent).toBe(data.bio);
      expect([...member.querySelectorAll('.member-expertise li')].map((li) => li.textContent)).toEqual(
        data.expertise,
      );
    }
  });

  it('shows a published bio, expertise and GitHub and website links', () => {
    const data: TeamMemberData = {
      ...TEAM[0]!.data,
      bio: 'Teaches Kubernetes on weekends.',
      expertise: ['Kubernetes', 'Go'],
      links: {
        linkedin: null,
        x: null,
        github: 'https://github.com/example-person',
        website: 'https://person.example',
      },
    };
    const doc = render({ siteContent: siteContentFrom({ 'team-member': [published('someone', data)] }) });
    const member = card(doc, data.name);
    expect(member.querySelector('.member-bio')?.textContent).toBe('Teaches Kubernetes on weekends.');
    expect([...member.querySelectorAll('.member-expertise li')].map((li) => li.textContent)).toEqual([
      'Kubernetes',
      'Go',
    ]);
    expect(
      [...member.querySelectorAll('.member-social a')].map((a) => [
        a.getAttribute('href'),
        a.getAttribute('aria-label'),
      ]),
    ).toEqual([
      ['https://github.com/example-person', `${data.name} on GitHub (opens in a new tab)`],
      ['https://person.example', `${data.name} on the web (opens in a new tab)`],
    ]);
  });

  it('shows a member stored before bios existed, without a bio', () => {
    const { bio: _bio, expertise: _expertise, ...old } = TEAM[0]!.data;
    const stored = {
      ...old,
      links: { linkedin: 'https://www.linkedin.com/in/someone', x: 'https://x.com/someone' },
    };
    const doc = render({ siteContent: siteContentFrom({ 'team-member': [published('old', stored)] }) });
    const member = card(doc, old.name);
    expect(member.querySelector('.member-role')?.textContent).toBe(old.role);
    expect(member.querySelector('.member-bio')).toBeNull();
    expect(member.querySelectorAll('.member-social a')).toHaveLength(2);
  });
});
