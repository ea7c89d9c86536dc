/**
 * The 150-turn conversation the long-chat bench seeds: answers shaped like real ones (prose,
 * fenced code in a rotating set of languages, GFM tables, lists, and some math), so the page
 * pays for parsing, highlighting and typesetting as it would with a real model's output.
 */

const SNIPPETS: readonly [language: string, code: string][] = [
  [
    'ts',
    `export async function fetchAll<T>(urls: string[]): Promise<T[]> {
  const answers = await Promise.all(urls.map((url) => fetch(url)));
  return Promise.all(answers.map((answer) => answer.json() as Promise<T>));
}`,
  ],
  [
    'python',
    `def fibonacci(n: int) -> list[int]:
    values = [0, 1]
    while len(values) < n:
        values.append(values[-1] + values[-2])
    return values[:n]

print(fibonacci(10))`,
  ],
  [
    'bash',
    `set -euo pipefail
for file in *.log; do
  gzip -9 "$file" && echo "packed $file"
done`,
  ],
  [
    'json',
    `{
  "name": "inkstone",
  "version": "1.0.0",
  "scripts": { "build": "vite build", "test": "vitest" }
}`,
  ],
  [
    'sql',
    `SELECT u.id, count(m.id) AS messages
FROM users u
LEFT JOIN messages m ON m.user_id = u.id
WHERE m.created_at > now() - interval '7 days'
GROUP BY u.id
ORDER BY messages DESC
LIMIT 20;`,
  ],
  [
    'go',
    `package main

import "fmt"

func main() {
	ch := make(chan int)
	go func() { for i := 0; i < 3; i++ { ch <- i }; close(ch) }()
	for v := range ch {
		fmt.Println(v)
	}
}`,
  ],
  [
    'rust',
    `fn main() {
    let words = vec!["alpha", "beta", "gamma"];
    let lengths: Vec<usize> = words.iter().map(|w| w.len()).collect();
    println!("{:?}", lengths);
}`,
  ],
  [
    'java',
    `public final class Greeter {
    private final String name;
    public Greeter(String name) { this.name = name; }
    public String greet() { return "Hello, " + name; }
}`,
  ],
  [
    'css',
    `.card {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: 1rem;
}`,
  ],
  [
    'yaml',
    `services:
  web:
    image: node:24
    ports:
      - "3000:3000"
    environment:
      NODE_ENV: production`,
  ],
];

const PROSE =
  'This answer walks through the idea step by step, with the trade-offs that matter in practice ' +
  'and a short example you can run. Keep the moving parts small and measure before optimising.';

function table(turn: number): string {
  const rows = Array.from(
    { length: 6 },
    (_, row) => `| option ${row + 1} | ${(turn * (row + 3)) % 97} ms | ${row % 2 ? 'yes' : 'no'} | note ${row} |`,
  );
  return ['| option | latency | cached | remark |', '| --- | ---: | :---: | --- |', ...rows].join('\n');
}

function math(turn: number): string {
  return (
    `The cost grows as $O(n \\log n)$ with $n = ${turn}$, and the mean is\n\n` +
    '$$\n\\bar{x} = \\frac{1}{n} \\sum_{i=1}^{n} x_i, \\quad ' +
    '\\sigma^2 = \\frac{1}{n} \\sum_{i=1}^{n} (x_i - \\bar{x})^2\n$$'
  );
}

/** The question of turn `turn` (1-based). */
export const questionOf = (turn: number) => `Turn ${turn}: how would you approach problem number ${turn}?`;

/** The closing line of every answer, which the bench looks for to know a turn is on screen. */
export const endMarkOf = (turn: number) => `End of answer ${turn}.`;

/** The answer of turn `turn`: prose, one or two code blocks, and a table or math on some turns. */
export function answerOf(turn: number): string {
  const [language, code] = SNIPPETS[turn % SNIPPETS.length]!;
  const parts = [`### Turn ${turn}`, PROSE, `\`\`\`${language}\n${code}\n\`\`\``];
  if (turn % 2 === 0) {
    const [second, secondCode] = SNIPPETS[(turn * 3 + 1) % SNIPPETS.length]!;
    parts.push('A second variant, for comparison:', `\`\`\`${second}\n${secondCode}\n\`\`\``);
  }
  if (turn % 3 === 0) parts.push('How the options compare:', table(turn));
  if (turn % 5 === 0) parts.push(math(turn));
  parts.push(`- first point of turn ${turn}\n- second point, with \`inline code\`\n- third point`, endMarkOf(turn));
  return parts.join('\n\n');
}
