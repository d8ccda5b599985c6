/**
 * The stub admin login (spec section 2): user name or email, password, Login. Both fields are
 * required and nothing else is known, so it validates and sends nothing (there is no login API).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, SubmitButton, TextField } from './form-kit';
import { adminLoginSchema, yupResolver, type AdminLoginValues } from './schemas';

const ADMIN_LOGIN_NOTICE = 'Signing in is not available yet.';

export function AdminLoginForm() {
  const form = useForm<AdminLoginValues>({
    resolver: yupResolver(adminLoginSchema),
    mode: 'onTouched',
    defaultValues: { userName: '', password: '' },
  });
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Form
      form={form}
      onSubmit={() => setNotice(ADMIN_LOGIN_NOTICE)}
      className="site-form admin-login-form"
      aria-label="Admin login"
    >
      <TextField name="userName" label="User name or email" autoComplete="username" />
      <TextField name="password" label="Password" type="password" autoComplete="current-password" />
      <div className="form-message" role="status" hidden={!notice}>
        {notice}
      </div>
      <SubmitButton pending={false}>Login</SubmitButton>
    </Form>
  );
}
