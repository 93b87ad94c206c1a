/** The consumer app's folder in the repository (examples/consumer). */
export const consumerSource: string;
/** Copies the consumer app to `dir`, points it at the tarballs in `packs`, installs it; resolves with `dir`. */
export function prepareConsumer(dir: string, packs: string): Promise<string>;
