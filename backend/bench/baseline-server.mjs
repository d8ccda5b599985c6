// The benchmark's baseline: no framework, no validation, no protections. node:http parses the
// JSON body and one INSERT stores the same row in the same table as AddContactUs.
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const RESULT = JSON.stringify({ errorMessage: null, isSuccess: true });
const INSERT = `INSERT INTO enquiry
  (form_type, user_name, email, subject, number, description, howdidyoufindus, country_code, is_active)
  VALUES ('enquiry', $1, $2, $3, $4, $5, $6, NULL, $7)`;

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') return res.end('ok');
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', async () => {
    try {
      const b = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      await pool.query(INSERT, [
        b.userName,
        b.email,
        b.subject,
        b.number,
        b.description,
        b.howdidyoufindus,
        b.isActive,
      ]);
      res.writeHead(200, { 'content-type': 'application/json' }).end(RESULT);
    } catch {
      res.writeHead(500).end();
    }
  });
});

server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => pool.end()));
