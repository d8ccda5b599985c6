import type { CareerApplication } from './api.js';

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
