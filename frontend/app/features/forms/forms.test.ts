import { CONTACT_US_RULES, FILL_ALL_FIELDS_MESSAGE } from '@orbitwise/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESUME_POLICY,
  careerApplication,
  careerSchema,
  checkResume,
  contactFirstFailure,
  enquiryRequest,
  enquirySchema,
  eventSchema,
} from './schemas';

describe('the schemas use the contract rules', () => {
  it('enquiry: the contract messages, first failing rule per field', async () => {
    const result = await enquirySchema
      .validate(
        {
          userName: '1a',
          email: 'a@b.co',
          number: '9876543210',
          subject: 'Hi',
          description: 'Hello',
          howdidyoufindus: '',
        },
        { abortEarly: false },
      )
      .catch((error: { errors: string[] }) => error.errors);
    expect(result).toEqual([
      CONTACT_US_RULES.enquiry.userName!.kind === 'text'
        ? CONTACT_US_RULES.enquiry.userName!.pattern!.message
        : '',
      'Please tell us how you found us.',
    ]);
  });

  it('contact: the six failures in the spec order', () => {
    const valid = {
      userName: 'Asha',
      email: 'asha@example.com',
      number: '9876543210',
      subject: 'Hi',
      description: 'Hello',
    };
    expect(contactFirstFailure(valid)).toBeNull();
    expect(contactFirstFailure({ ...valid, number: '' })?.message).toBe(FILL_ALL_FIELDS_MESSAGE);
    const allWrong = { userName: 'A1', email: 'bad', number: '1', subject: 'S1', description: ' x' };
    expect(contactFirstFailure(allWrong)?.message).toBe('Please Enter Letters Only in the Name');
    expect(contactFirstFailure({ ...allWrong, userName: 'Asha' })?.message).toBe(
      'Please Enter Letters only in the Subject',
    );
    expect(contactFirstFailure({ ...allWrong, userName: 'Asha', subject: 'Hi' })?.message).toBe(
      'Please Enter Letters Only in Message',
    );
    expect(contactFirstFailure({ ...valid, email: 'bad', number: '1' })?.message).toBe('Invalid Email');
    expect(contactFirstFailure({ ...valid, number: '1' })?.message).toBe(
      'Please enter 10 digits mobile number',
    );
  });

  it("spaces: trailing ones are dropped before checking and sending, leading ones earn the API's message", async () => {
    const valid = {
      userName: 'Asha',
      email: 'asha@example.com',
      number: '9876543210',
      subject: 'Hi',
      description: 'Hello',
      howdidyoufindus: 'Email',
    };
    await expect(enquirySchema.validate({ ...valid, userName: 'Asha  ' })).resolves.toMatchObject({
      userName: 'Asha',
    });
    expect(enquiryRequest({ ...valid, userName: 'Asha  ' }).userName).toBe('Asha');
    await expect(enquirySchema.validate({ ...valid, userName: ' Asha' })).rejects.toThrow(
      'Name must not start or end with spaces.',
    );
    // The Contact page keeps the spec's wording for a message starting with a space.
    expect(contactFirstFailure({ ...valid, description: ' Hello' })?.message).toBe(
      'Please Enter Letters Only in Message',
    );
  });

  it('event: the phone follows the chosen country pattern', async () => {
    const schema = eventSchema([
      { name: 'India', code: '+91', pattern: '^[6-9]\\d{9}$' },
      { name: 'Singapore', code: '+65', pattern: '^[8-9]\\d{7}$' },
    ]);
    const base = { userName: 'Ravi', email: 'ravi@example.com', howdidyoufindus: 'Email' };
    await expect(schema.isValid({ ...base, countryCode: '+91', number: '9876543210' })).resolves.toBe(true);
    await expect(schema.isValid({ ...base, countryCode: '+65', number: '9876543210' })).resolves.toBe(false);
    await expect(schema.isValid({ ...base, countryCode: '+65', number: '91234567' })).resolves.toBe(true);
  });

  it('careers: decimals, dates and the resume', async () => {
    const valid = {
      FristName: 'Ravi',
      LastName: 'Kumar',
      Email: 'ravi@example.com',
      PhoneNumber: '9876543210',
      City: 'Pune',
      Position: 'Developer',
      DateOfBirth: '1995-02-28',
      ApplicationDetails: 'Sales Intern',
      Experience: '1.5',
      ExpectedSalary: '4',
      file: [new File(['%PDF-'], 'cv.pdf', { type: 'application/pdf' })],
    };
    const schema = careerSchema(DEFAULT_RESUME_POLICY);
    await expect(schema.isValid(valid)).resolves.toBe(true);
    await expect(schema.isValid({ ...valid, Experience: '1.555' })).resolves.toBe(false);
    await expect(schema.isValid({ ...valid, DateOfBirth: '1995-02-30' })).resolves.toBe(false);
    // Checked as sent: '01.50' goes as the number 1.5; twelve characters typed are not too many.
    await expect(schema.isValid({ ...valid, Experience: '000000001.50' })).resolves.toBe(true);
    expect(careerApplication(schema.cast(valid), valid.file[0]!).Experience).toBe(1.5);
    expect(checkResume(new File(['x'], 'cv.txt', { type: 'text/plain' }), DEFAULT_RESUME_POLICY)).toBe(
      'The resume must be a PDF, DOC or DOCX file.',
    );
    expect(checkResume(null, DEFAULT_RESUME_POLICY)).toBe('File is required.');
  });

  it('careers: the resume follows the policy the API serves', () => {
    const megabyte = 1024 * 1024;
    const pdfOnly = { maxBytes: megabyte, types: [DEFAULT_RESUME_POLICY.types[0]!] };
    const pdf = (size: number) => new File([new Uint8Array(size)], 'cv.pdf', { type: 'application/pdf' });
    const doc = new File(['x'], 'cv.doc', { type: 'application/msword' });
    expect(checkResume(pdf(megabyte), pdfOnly)).toBeNull();
    expect(checkResume(pdf(megabyte + 1), pdfOnly)).toBe('The resume must be at most 1 MB.');
    expect(checkResume(doc, pdfOnly)).toBe('The resume must be a PDF, DOC or DOCX file.');
    expect(checkResume(doc, DEFAULT_RESUME_POLICY)).toBeNull();
  });
});
