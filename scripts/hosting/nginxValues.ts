/**
 * The operator's `NGINX_*` values are written into nginx's configuration or run as commands
 * (docs/deploying.md), so each is checked against a strict pattern of what it may be before it
 * is used: a value with a space, a quote, `;`, `{`, `}` or `$` could end a directive and add
 * others (a `server_name` of `x; location /a { … }` would add a location), or break the file.
 * A refused value is named in the message, with what it must be.
 */

export type NginxValueKind = 'path' | 'listen' | 'serverNames' | 'command' | 'program';

/** An absolute path: `/` and segments of letters, digits and `. _ - + @ ~`. */
const ABSOLUTE_PATH = /^(?:\/[A-Za-z0-9._@+~-]+)+\/?$|^\/$/;
/** A DNS label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOST_NAME = `${LABEL}(?:\\.${LABEL})*`;
const IPV6 = '\\[[0-9A-Fa-f:.]+\\]';
/** A `server_name` entry: a name, `*.name`, `.name`, `name.*`, an address, or `_`. */
const SERVER_NAME = new RegExp(`^(?:_|(?:\\*\\.|\\.)?${HOST_NAME}(?:\\.\\*)?|${IPV6})$`);
/** A port, or `address:port` with a host name or IPv4 address, `[IPv6]` or `*`. */
const LISTEN = new RegExp(`^(?:(?:${HOST_NAME}|${IPV6}|\\*):)?(\\d{1,5})$`);
/** One word of a command: no shell syntax, no quotes, no spaces (words are split on one). */
const COMMAND_WORD = /^[A-Za-z0-9_./:=@%+,-]+$/;
const PROGRAM_NAME = /^[A-Za-z0-9._+-]+$/;

const WHAT: Record<NginxValueKind, string> = {
  path: 'an absolute path of letters, digits and . _ - + @ ~ (no spaces, quotes, ; { } or $)',
  listen: 'a port (8080) or address:port (127.0.0.1:8080, [::1]:8080, *:80), port 1-65535',
  serverNames:
    'host names separated by single spaces (www.example.com, *.example.com, .example.com, _)',
  command:
    'a command of words separated by single spaces, each of letters, digits and _ . / : = @ % + , - (no quotes or shell syntax)',
  program: 'an absolute path or a program name on the PATH (letters, digits and . _ + -)',
};

function isListen(value: string): boolean {
  const port = Number(LISTEN.exec(value)?.[1]);
  return port >= 1 && port <= 65535;
}

const VALID: Record<NginxValueKind, (value: string) => boolean> = {
  path: (value) => ABSOLUTE_PATH.test(value),
  listen: isListen,
  serverNames: (value) => value.split(' ').every((name) => SERVER_NAME.test(name)),
  command: (value) => value.split(' ').every((word) => COMMAND_WORD.test(word)),
  program: (value) => ABSOLUTE_PATH.test(value) || PROGRAM_NAME.test(value),
};

/**
 * `value` if it is a valid `kind`, else an error that names `name` (the variable, or where the
 * value came from) and says what it must be.
 */
export function checkedNginxValue(kind: NginxValueKind, name: string, value: string): string {
  if (!VALID[kind](value)) {
    throw new Error(`${name} must be ${WHAT[kind]}, not ${JSON.stringify(value)}`);
  }
  return value;
}

/** A checked command as the words to run it with, no shell in between. */
export function commandWords(name: string, value: string): string[] {
  return checkedNginxValue('command', name, value).split(' ');
}
