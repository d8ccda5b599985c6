export { AdminLoginForm } from './admin-login-form';
export { BlogCommentForm } from './blog-comment-form';
export { CareersForm } from './careers-form';
export { ContactForm } from './contact-form';
export { EnquiryForm } from './enquiry-form';
export { EventRegistrationForm } from './event-form';
export { ItSupportForm } from './it-support-form';
export { NewsletterForm } from './newsletter-form';
