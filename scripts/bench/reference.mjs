// The reference: a plain static file server on the same files, started in the same run.
import { spawn, spawnSync } from "node:child_process";
import { accessSync, constants, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "../../tests/budgets/lib/server.mjs";

function findExecutable(name) {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin"];
  for (const dir of dirs.filter(Boolean)) {
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // Not in this directory.
    }
  }
  return undefined;
}

/**
 * nginx as usually run (a worker per CPU), with no access log as ours logs warnings
 * only, and unlimited keep-alive requests as Node allows. It sends the build's .gz
 * files as ours does (gzip_static; nginx-light has no brotli module), and compresses
 * any other text as our compression middleware does (gzip level 6 above 1 KB).
 */
function nginxConfig({ port, clientDir, workDir }) {
  return `worker_processes auto;
daemon off;
pid ${workDir}/nginx.pid;
events { worker_connections 1024; }
http {
  types {
    text/html html;
    text/css css;
    text/javascript js;
    application/json json;
    image/svg+xml svg;
    image/webp webp;
    image/png png;
    font/woff2 woff2;
  }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  keepalive_requests 1000000;
  gzip_static on;
  gzip on;
  gzip_comp_level 6;
  gzip_min_length 1024;
  gzip_types text/css text/javascript application/json image/svg+xml;
  gzip_vary on;
  client_body_temp_path ${workDir}/body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    location / {
      try_files $uri $uri/index.html =404;
      add_header Cache-Control no-cache;
    }
    location /_astro/ {
      add_header Cache-Control "public, max-age=31536000, immutable";
    }
  }
}
`;
}

// serve asks the registry for a newer version of itself at start, unless told not to.
const serveEnv = { ...process.env, NO_UPDATE_CHECK: "1" };

const servers = {
  nginx: {
    executable: () => findExecutable("nginx"),
    version: (file) => /nginx\/(\S+)/.exec(spawnSync(file, ["-v"]).stderr.toString())?.[1],
    args({ port, clientDir, workDir }) {
      mkdirSync(workDir, { recursive: true });
      const config = path.join(workDir, "nginx.conf");
      writeFileSync(config, nginxConfig({ port, clientDir, workDir }));
      return ["-p", workDir, "-c", config, "-e", path.join(workDir, "error.log")];
    },
    describe: (version) =>
      `nginx ${version} with a worker process per CPU, the build's .gz files (gzip_static), else gzip level 6 above 1 KB as our compression middleware, no access log`,
    // SIGQUIT: finish the requests in hand, then exit.
    stopSignal: "SIGQUIT",
  },
  serve: {
    executable: () => findExecutable("serve"),
    version: (file) => spawnSync(file, ["--version"], { env: serveEnv }).stdout.toString().trim(),
    args: ({ port, clientDir }) => ["-l", `tcp://127.0.0.1:${port}`, "-n", "-L", clientDir],
    env: serveEnv,
    describe: (version) => `serve ${version} (npm), with its default gzip compression`,
    stopSignal: "SIGTERM",
  },
};

/**
 * Starts the reference on `clientDir`: "auto" takes nginx, else serve; "none" none.
 * Returns { name, origin, description, stop() }, or { skipped } with the reason.
 */
export async function startReference(choice, clientDir, workDir) {
  if (choice === "none") return { skipped: "Reference skipped (--reference none)." };
  const names = choice === "auto" ? ["nginx", "serve"] : [choice];
  const name = names.find((candidate) => servers[candidate]?.executable());
  if (!name) {
    return {
      skipped: `Reference skipped: ${names.join(" and ")} not installed (apt-get install nginx-light, or npm i -D --save-exact serve@14.2.5).`,
    };
  }
  const server = servers[name];
  const file = server.executable();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(file, server.args({ port, clientDir, workDir }), {
    env: server.env ?? process.env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // An interrupted bench exits without stopping it: never leave it running.
  const orphan = () => child.kill(server.stopSignal);
  process.once("exit", orphan);
  const stop = async () => {
    process.off("exit", orphan);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(server.stopSignal);
      await exited;
    }
  };
  try {
    await waitForAnswer(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  const version = server.version(file) || "(version unknown)";
  return { name: `${name} ${version}`, origin, description: server.describe(version), stop };
}

async function waitForAnswer(origin, child) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The reference server exited (${child.exitCode}).`);
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`The reference server did not answer ${origin} within 10 s.`);
}
