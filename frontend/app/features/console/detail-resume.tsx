/**
 * The application's resume: a download (streamed by the API as an attachment, whatever its name) and,
 * for a PDF, a link that opens it in a new tab (served inline, sandboxed by its Content-Security-Policy).
 * No preview frame: browsers do not render a PDF in a sandboxed document inside a frame, and the
 * site's own headers (X-Frame-Options, frame-src) forbid framing it anyway.
 */
import type { SubmissionDetail } from '@orbitwise/contracts/admin';
import { resumeHref } from './api';
import { formatBytes } from './ui';

type Resume = NonNullable<SubmissionDetail['resume']>;

export function ResumePanel({ id, resume }: { id: string; resume: Resume }) {
  return (
    <div className="console-resume">
      <h3>Resume</h3>
      <p className="console-resume-actions">
        <a className="button console-small" href={resumeHref(id)} download>
          Download resume
        </a>
        {resume.mimeType === 'application/pdf' ? (
          <a
            className="button button-outline console-small"
            href={resumeHref(id, true)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open PDF in a new tab
          </a>
        ) : null}
        <span className="console-muted">
          {resume.originalName} · {formatBytes(resume.size)}
        </span>
      </p>
    </div>
  );
}
