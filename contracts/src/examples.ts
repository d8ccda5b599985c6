import type { CareerApplication, ContactUsRequest, UserSubscriptionRequest } from './api.js';
import { EVENT_DESCRIPTION, EVENT_SUBJECT } from './rules.js';

/**
 * Valid AddContactUs bodies, one per form, as the website sends them: the API docs' examples, and the
 * bases that the tests and the benchmarks vary.
 */
export const CONTACT_US_EXAMPLES = Object.freeze({
  enquiry: Object.freeze<ContactUsRequest>({
    userName: 'Asha Rao',
    email: 'asha.rao@example.com',
    subject: 'Corporate training',
    number: '+91-9876543210',
    description: 'Please call me about a training batch',
    howdidyoufindus: 'LinkedIn',
    isActive: true,
  }),
  contact: Object.freeze<ContactUsRequest>({
    userName: 'Asha Rao',
    email: 'asha.rao@example.com',
    subject: 'Website project',
    number: '9876543210',
    description: 'We need a new website, budget 5 lakh.',
    isActive: true,
  }),
  event: Object.freeze<ContactUsRequest>({
    userName: 'Asha Rao',
    countryCode: '+91',
    number: '+919876543210',
    email: 'asha.rao@example.com',
    howdidyoufindus: 'Instagram',
    subject: EVENT_SUBJECT,
    description: EVENT_DESCRIPTION,
    isActive: true,
  }),
  itSupport: Object.freeze<ContactUsRequest>({
    formType: 'it-support',
    userName: 'Asha Rao',
    email: 'asha.rao@example.com',
    countryCode: '+44',
    number: '7911123456',
    isActive: true,
  }),
});

/** A valid AddUserSubscription body. */
export const USER_SUBSCRIPTION_EXAMPLE: Readonly<UserSubscriptionRequest> = Object.freeze({
  email: 'asha.rao@example.com',
  userActivationDate: '2025-04-08T10:30:00Z',
  isActive: true,
});

/**
 * A valid AddCareer `data` part, as the careers form sends it: the API docs' example, and the base
 * that the tests, the load test and the benchmarks vary (usually with a unique `Email`).
 */
export const CAREER_APPLICATION_EXAMPLE: Readonly<CareerApplication> = Object.freeze({
  FristName: 'Asha',
  LastName: 'Rao',
  Email: 'asha.rao@example.com',
  PhoneNumber: '9876543210',
  City: 'Hyderabad',
  Position: 'Sales Executive',
  DateOfBirth: '1998-07-21',
  ApplicationDetails: 'Business Development Executive',
  Experience: 2.5,
  FilePathUrl: '',
  ExpectedSalary: 6.5,
  IsActive: true,
});
