/** The company statement article (its original content is not reproduced; this is neutral copy). */
export const COMPANY_STATEMENT = {
  title: 'A statement from Orbitwise Technologies',
  date: '2024-06-10',
  paragraphs: [
    'We have become aware of another company using names, course material and testimonials that closely resemble ours. Some students and clients have contacted that company believing they were dealing with us.',
    'Orbitwise Technologies is not affiliated with that company in any way. We have not licensed our name, our curriculum or our trainers to any third party, and we do not take payments through any channel other than those listed on this website.',
    'We have raised the matter through the proper legal channels and are cooperating fully with the relevant authorities. Out of respect for that process we will not comment further on the details.',
    'If you are unsure whether you are speaking to us, please call or e-mail us using the contact details on this website before you share personal information or make a payment. Our team will gladly confirm any enrolment, invoice or offer.',
    'We thank our students, clients and partners for their trust and for bringing this matter to our attention.',
  ],
};
