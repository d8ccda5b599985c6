import { failureAlertMail, staffMail, type Announced } from './messages';

const announced = (over: Partial<Announced>): Announced => ({
  id: '42',
  kind: 'contact',
  receivedAt: new Date('2026-11-26T10:02:00.000Z'),
  source: 'Contact page (/contactus)',
  email: 'asha.rao@example.com',
  fields: [],
  consoleUrl: 'https://www.orbitwise.example/admin/inbox/42',
  ...over,
});

describe('The staff e-mail', () => {
  it.each([
    ['enquiry', 'New enquiry #42', 'A new enquiry arrived on the website.'],
    ['contact', 'New Contact page message #42', 'A new Contact page message arrived on the website.'],
    ['event', 'New event registration #42', 'A new event registration arrived on the website.'],
    ['it-support', 'New IT support request #42', 'A new IT support request arrived on the website.'],
    [
      'newsletter',
      'New newsletter subscription #42',
      'A new newsletter subscription arrived on the website.',
    ],
    ['application', 'New job application #42', 'A new job application arrived on the website.'],
  ] as const)('names a %s by its form: "%s"', (kind, subject, opening) => {
    const mail = staffMail(announced({ kind }));
    expect(mail.subject).toBe(subject);
    expect(mail.text.split('\n')[0]).toBe(opening);
    expect(mail.html).toContain(`<h1 style="font-size:20px">${subject}</h1>`);
  });

  it('quotes every line of a multi-line value, so a visitor cannot forge a field line in the plain text', () => {
    const forged = 'Hello,\nEmail: ceo@orbitwise.example\r\nPhone: +1 555 0100\rName: Boss\u2028Subject: x\n';
    const mail = staffMail(
      announced({
        fields: [
          { label: 'Name', value: 'Asha Rao' },
          { label: 'Email', value: 'asha.rao@example.com' },
          { label: 'Message', value: forged },
          { label: 'Phone', value: null },
        ],
      }),
    );
    const lines = mail.text.split('\n');
    const fieldLines = lines.filter((line) => /^(Name|Email|Phone|Subject|Message):/.test(line));
    expect(fieldLines).toEqual(['Name: Asha Rao', 'Email: asha.rao@example.com', 'Message:', 'Phone: —']);
    const start = lines.indexOf('Message:');
    expect(lines.slice(start, start + 7)).toEqual([
      'Message:',
      '> Hello,',
      '> Email: ceo@orbitwise.example',
      '> Phone: +1 555 0100',
      '> Name: Boss',
      '> Subject: x',
      '> ',
    ]);
    // No carriage return or other line separator survives to start a line of its own.
    expect(mail.text).not.toMatch(/[\r\u2028\u2029\u0085\v\f]/);
  });

  it('keeps a one-line value on its label’s line', () => {
    const mail = staffMail(announced({ fields: [{ label: 'Company', value: 'Orbit: Ltd' }] }));
    expect(mail.text.split('\n')).toContain('Company: Orbit: Ltd');
  });

  it('names the kind the same way in a failure alert', () => {
    const alert = failureAlertMail({
      submissionId: '42',
      kind: 'it-support',
      channel: 'email',
      reason: '451 busy',
      consoleUrl: 'https://www.orbitwise.example/admin/inbox/42',
    });
    expect(alert.subject).toBe('Delivery failed: e-mail to staff for IT support request #42');
  });
});
