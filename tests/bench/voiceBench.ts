/**
 * npm run bench:voice — voice (issue 14): transcoding throughput (seconds of audio converted to the
 * gateway's WAV per second of wall time, ffmpeg as a child process: a 2-minute speech made by
 * espeak-ng and encoded to MP3, OGG, M4A and FLAC at bench time, each converted 3 times), and the
 * time to accept a 100,000-number voice task (AddUVMSSendTask over HTTP on embedded PGlite, and on
 * PostgreSQL when DATABASE_URL is set; scheduled an hour ahead so no call runs meanwhile; 3 runs).
 * Target: accept < 10 s. Figures: median with the spread (min-max).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { WalletProductType } from '../../src/contract/constants';
import type { VoiceAudioType } from '../../src/contract/vms/voiceAudio';
import { VoiceTemplateStatus, VoiceTemplateType } from '../../src/contract/vms/voiceTemplate';
import { startGateway } from '../../src/gateway/app';
import { configFromEnv } from '../../src/gateway/config';
import { openDatabase } from '../../src/gateway/db/client';
import { users, voiceTemplates } from '../../src/gateway/db/schema';
import { defaultAudioTools, probeDurationMs, transcodeToWav } from '../../src/gateway/vms/transcodeToWav';
import { creditWallet } from '../../src/gateway/wallet';
import { freshPostgres } from '../setup/freshPostgres';

const RECIPIENTS = 100_000;
const RUNS = 3;
const AREAS = ['202', '212', '213', '310', '312', '415', '617', '646', '718', '917'];
const ENCODE: Record<string, { type: VoiceAudioType; args: string[] }> = {
  mp3: { type: 'mp3', args: ['-c:a', 'libmp3lame', '-f', 'mp3'] },
  ogg: { type: 'ogg', args: ['-c:a', 'libvorbis', '-f', 'ogg'] },
  m4a: { type: 'm4a', args: ['-c:a', 'aac', '-f', 'ipod'] },
  flac: { type: 'flac', args: ['-c:a', 'flac', '-f', 'flac'] },
};

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const spread = (xs: number[], digits: number) => {
  const s = sorted(xs);
  return `median ${s[Math.floor(s.length / 2)]!.toFixed(digits)} (${s[0]!.toFixed(digits)}-${s[s.length - 1]!.toFixed(digits)})`;
};

async function post<T>(url: string, body: unknown, token?: string): Promise<{ RetCode: number; Message: string; Data: T }> {
  const res = await fetch(`${url}/api`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  return (await res.json()) as { RetCode: number; Message: string; Data: T };
}

async function transcoding() {
  const work = mkdtempSync(join(tmpdir(), 'bench-voice-'));
  try {
    const wav = join(work, 'speech.wav');
    const sentence = 'This is the Riverside Family Clinic with a reminder of your appointment tomorrow morning at nine thirty. Please bring your insurance card and arrive ten minutes early. ';
    // About two minutes of speech.
    execFileSync('espeak-ng', ['-w', wav, sentence.repeat(12)]);
    const audioMs = (await probeDurationMs(defaultAudioTools, wav))!;
    console.log(`\ntranscoding to 16-bit mono 16 kHz WAV (${(audioMs / 1000).toFixed(1)} s of speech, ${RUNS} runs each, seconds of audio per second of wall time)`);
    for (const [name, e] of Object.entries(ENCODE)) {
      const src = join(work, `speech.${name}`);
      execFileSync('ffmpeg', ['-hide_banner', '-nostdin', '-v', 'error', '-y', '-i', wav, ...e.args, src]);
      const rates: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await transcodeToWav(defaultAudioTools, src, e.type, join(work, `out-${name}-${i}.wav`), 3600);
        rates.push(audioMs / (performance.now() - t0));
      }
      console.log(`  ${name.padEnd(5)} ${spread(rates, 0)} x real time`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function accept(label: string, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-voice-db-'));
  const pgDb = databaseUrl ? await freshPostgres(databaseUrl, 'bench_voice') : null;
  const config = { ...configFromEnv({}), port: 0, host: '127.0.0.1', dataDir, databaseUrl: pgDb?.url, logMail: false, staticDir: '/nonexistent' };
  const database = await openDatabase({ databaseUrl: pgDb?.url, dataDir });
  const gw = await startGateway(config, { database, log: () => undefined });
  try {
    const login = await post<{ AccessToken: string }>(gw.url, { Action: 'LoginByPassword', Email: 'demo@example.com', Password: 'Demo-2026!' });
    if (login.RetCode !== 0) throw new Error(`sign-in failed: ${login.Message}`);
    const [demo] = await database.db.select().from(users).where(eq(users.email, 'demo@example.com'));
    await database.db.transaction((tx) => creditWallet(tx, demo!.id, WalletProductType.Voice, { amount: 100_000_000_000 }, { kind: 'bench', reference: 'bench', now: Date.now() }));
    const templateId = `VTBENCH${randomBytes(4).toString('hex')}`;
    const now = Date.now();
    await database.db.insert(voiceTemplates).values({ templateId, userId: demo!.id, name: 'Bench reminder', type: VoiceTemplateType.Audio, audioId: 'bench', status: VoiceTemplateStatus.auditPass, durationMs: 45_000, createdAt: now, updatedAt: now });
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const numbers = Array.from({ length: RECIPIENTS }, (_, i) => `+1${AREAS[i % AREAS.length]}55${run}${String(Math.floor(i / AREAS.length)).padStart(4, '0')}`);
      const t0 = performance.now();
      const added = await post<{ Submitted: number }>(gw.url, { Action: 'AddUVMSSendTask', PhoneNumbers: numbers, TemplateId: templateId, CallPeriod: 2, SendTime: Math.floor(Date.now() / 1000) + 3600, IdempotencyKey: `bench-${randomBytes(6).toString('hex')}` }, login.Data.AccessToken);
      times.push((performance.now() - t0) / 1000);
      if (added.RetCode !== 0 || added.Data.Submitted !== RECIPIENTS) throw new Error(`AddUVMSSendTask: ${added.Message} (${added.Data?.Submitted})`);
    }
    console.log(`\n${label}: accept a ${RECIPIENTS.toLocaleString('en-US')}-number voice task, ${spread(times, 2)} s (runs ${times.map((t) => t.toFixed(2)).join(', ')}; target < 10 s)`);
  } finally {
    await gw.close();
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`load average at start: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
await transcoding();
await accept('PGlite (embedded)', undefined);
if (process.env.DATABASE_URL) await accept('PostgreSQL (DATABASE_URL)', process.env.DATABASE_URL);
console.log(`load average at end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
