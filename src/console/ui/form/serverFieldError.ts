/**
 * The parameter a gateway refusal names and its text without the name: the gateway writes an
 * invalid parameter as `Param: message` (or `Param.3: message` inside a list), or a message that
 * starts with the parameter's name. `param` is null when the message names none.
 */
export function serverParamError(message: string): { param: string | null; message: string } {
  const named = /^([A-Z][A-Za-z0-9]*)(?:\.[A-Za-z0-9_.]+)?: (.+)$/s.exec(message);
  return named ? { param: named[1]!, message: named[2]! } : { param: null, message };
}
