/**
 * The placeholder blog comment form (spec section 5, "Others"): name, email and comment required,
 * the comment at most 65525 characters. It validates but sends nothing (there is no comments API).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, SubmitButton, TextAreaField, TextField } from '~/components/form-kit';
import { BLOG_COMMENT_MAX_LENGTH, blogCommentSchema, yupResolver, type BlogCommentValues } from './schemas';

const BLOG_COMMENT_NOTICE = 'Thank you! Comments are not published on this placeholder page.';

export function BlogCommentForm() {
  const form = useForm<BlogCommentValues>({
    resolver: yupResolver(blogCommentSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', comment: '' },
  });
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Form
      form={form}
      onSubmit={() => setNotice(BLOG_COMMENT_NOTICE)}
      className="site-form blog-comment-form"
      aria-label="Leave a comment"
    >
      <div className="form-grid">
        <TextField name="name" label="Name" autoComplete="name" />
        <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
      </div>
      <TextAreaField name="comment" label="Comment" maxLength={BLOG_COMMENT_MAX_LENGTH} rows={5} />
      <div className="form-message form-message-success" role="status" hidden={!notice}>
        {notice}
      </div>
      <SubmitButton pending={false}>Post Comment</SubmitButton>
    </Form>
  );
}
