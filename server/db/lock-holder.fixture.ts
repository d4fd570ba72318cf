// A second process for lock.test.ts: `node --import tsx lock-holder.fixture.ts <mode> <folder>`.
//   lock  takes the folder's lock (lockFolder) and holds it
//   open  opens the database there (openDatabase, as the devstore does) and answers 'count' on stdin with the
//         number of shops, so the test can see it still works after another process was refused
// Prints 'ready <pid>' or 'refused <message>' (then exits 3). Ends when stdin closes.
import { createInterface } from 'node:readline';
import { openDevstoreDatabase } from '../../devstore/seed/index';
import type { Db } from './index';
import { lockFolder } from './lock';

const [mode, folder] = process.argv.slice(2);
if (!folder || (mode !== 'lock' && mode !== 'open')) {
  console.error('usage: lock-holder.fixture.ts lock|open <folder>');
  process.exit(2);
}

let db: Db | undefined;
try {
  if (mode === 'lock') lockFolder(folder);
  else db = await openDevstoreDatabase({ dataDir: folder, databaseUrl: null });
} catch (error) {
  console.log(`refused ${(error as Error).name}: ${(error as Error).message.replace(/\n/g, ' | ')}`);
  process.exit(3);
}
console.log(`ready ${process.pid}`);

createInterface({ input: process.stdin })
  .on('line', async (line) => {
    if (line.trim() === 'count' && db) {
      const [row] = await db.query<{ n: number }>('select count(*)::int as n from shops');
      console.log(`count ${row!.n}`);
    }
  })
  .on('close', async () => {
    await db?.close();
    process.exit(0);
  });
