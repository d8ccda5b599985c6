/** The editors' start page: every kind of content the site shows, each opening its list. */
import { Link } from 'react-router';
import { consolePaths } from './console-routes';
import { CONSOLE_CONTENT_KINDS, CONTENT_KIND_NAMES } from './content-kinds';

export function ContentHomeScreen() {
  return (
    <>
      <h1>Content</h1>
      <p className="console-muted">
        What visitors read on the site. Save a draft, preview it as the page will look, then publish it now or
        at a time; every save is kept and can be restored.
      </p>
      <ul className="console-tiles">
        {CONSOLE_CONTENT_KINDS.map((kind) => (
          <li key={kind} className="console-tile">
            <Link to={consolePaths.contentList(kind)} className="console-tile-title">
              {CONTENT_KIND_NAMES[kind].plural}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
