import { spawn } from 'node:child_process';

export type Step = { title: string; command: string; args: string[] };

/**
 * Runs each lane's steps one after another and the lanes side by side; answers how many steps
 * failed (a lane stops at its own first failure). A step's output is held and printed whole, under
 * its title, when it ends, so the log reads as if the steps had run in turn.
 */
export async function runTogether(
  lanes: Step[][],
  print: (text: string) => void = (text) => process.stdout.write(text),
) {
  let failed = 0;
  const runLane = async (steps: Step[]) => {
    for (const step of steps) {
      const { status, output } = await runHeld(step);
      print(`\n━━ ${step.title} ━━\n${output}`);
      if (status !== 0) {
        print(`\n✗ ${step.title} failed\n`);
        failed += 1;
        return;
      }
    }
  };
  await Promise.all(lanes.map(runLane));
  return failed;
}

function runHeld(step: Step): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.on('close', (status) => resolve({ status, output }));
  });
}
