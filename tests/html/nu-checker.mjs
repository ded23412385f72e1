// The W3C Nu HTML checker (vnu, the engine of validator.w3.org/nu), run from
// the jar the vnu-jar package ships, on the machine's Java 17+ (Debian:
// default-jre-headless). One JVM checks every page: starting it costs seconds.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import vnuJar from "vnu-jar";

/**
 * Messages about CSS the checker's parser does not know, each reported for
 * CSS that the browsers we support understand. The checker reads the CSS of
 * every <style> element; anything else it says about CSS fails the check.
 */
export const CSS_IT_DOES_NOT_KNOW = [
  {
    message: /^CSS: Unrecognized at-rule “@property”/,
    why: "registered custom properties (CSS Properties and Values): Tailwind 4 declares its variables with them",
  },
  {
    message: /^CSS: Unrecognized at-rule “@view-transition”/,
    why: "cross-document view transitions between the site's pages",
  },
  {
    message: /^CSS: “view-transition-name”: Property “view-transition-name” doesn't exist/,
    why: "the header keeps its place through a view transition",
  },
  {
    message: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist/,
    why: "Tailwind's @supports test for browsers without @property names it on purpose",
  },
  {
    message: /^CSS: “background-image”: (?:“in” is not a “color” value|Parse Error)\./,
    why: "gradients with a colour interpolation space, linear-gradient(in oklab, …) (CSS Images 4)",
  },
  {
    message: /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value/,
    why: "transitions of registered custom properties (Tailwind's gradient stops)",
  },
  {
    message: /^CSS: Unrecognized at-rule “@container”/,
    why: "container queries: a product screen (components/product) leaves out what its width has no room for",
  },
  {
    message: /^CSS: “container-type”: Property “container-type” doesn't exist/,
    why: "a product screen is the container its own queries ask about",
  },
  {
    message: /^CSS: “font-size”: Parse Error\./,
    why: "container query units (cqw): a product screen's text follows the screen's width",
  },
  {
    message: /^CSS: Parse Error\.$/,
    why:
      "a bare parse error, naming nothing, where the parser stops at ::view-transition-group() and " +
      "at @supports tests of `in lab` colours, and again at the stylesheet's end; the build parses " +
      "every stylesheet with lightningcss, which fails on a real one",
  },
];

const cssItDoesNotKnow = (text) => CSS_IT_DOES_NOT_KNOW.some(({ message }) => message.test(text));

/**
 * The checker's errors in `files` (paths of .html files), each as
 * `{ file, line, column, message, extract }`, and how many messages about CSS
 * it does not know were left out. Its warnings are advice ("Section lacks
 * heading") and language guesses, so only errors are asked for.
 */
export async function nuCheck(files) {
  const args = [
    "-jar",
    `${vnuJar}`,
    "--format",
    "json",
    "--stdout",
    "--errors-only",
    // Its language detection only ever warns.
    "--no-langdetect",
    ...files,
  ];
  const output = await new Promise((resolve, reject) => {
    const java = spawn("java", args, { stdio: ["ignore", "pipe", "inherit"] });
    let stdout = "";
    java.stdout.setEncoding("utf8").on("data", (chunk) => {
      stdout += chunk;
    });
    java.once("error", (error) =>
      reject(
        error.code === "ENOENT"
          ? new Error(
              "No `java` on PATH: the Nu checker needs Java 17+ (Debian: default-jre-headless).",
            )
          : error,
      ),
    );
    // It exits 1 when it found errors; the JSON says which.
    java.once("close", () => resolve(stdout));
  });
  let messages;
  try {
    ({ messages } = JSON.parse(output));
  } catch {
    throw new Error(`The Nu checker gave no report:\n${output.slice(0, 2000)}`);
  }
  const errors = [];
  let leftOut = 0;
  for (const { url = "", message, lastLine, firstColumn, lastColumn, extract } of messages) {
    if (cssItDoesNotKnow(message)) {
      leftOut++;
      continue;
    }
    // A file it could not read ("non-document-error") counts too.
    errors.push({
      file: url.startsWith("file:") ? fileURLToPath(url) : url,
      line: lastLine,
      column: firstColumn ?? lastColumn,
      message,
      extract,
    });
  }
  return { errors, leftOut };
}
