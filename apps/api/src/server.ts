import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { ConfigError, loadConfig } from './config';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const runtime = await bootstrap(config, (line) => console.log(`[pathscoop] ${line}`));
  const app = await buildApp({ ctx: runtime.ctx, logger: true, serveWeb: true });

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the pool and embedded server.
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'fatal error, shutting down');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await runtime.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Pathscoop is running on ${config.PUBLIC_URL}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
