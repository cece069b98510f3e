// `npm run dev`: the API server with tsx watch (port 8080) and Vite with hot reload (port 5173,
// proxying the API to the server). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@platform/server'], { stdio: 'inherit', env: process.env }),
  spawn('npm', ['run', 'dev', '-w', '@platform/web'], { stdio: 'inherit', env: process.env }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
console.log('dev: web at http://localhost:5173 (hot reload), API at http://localhost:8080');
