/** The files of a `.tgz` by path below `package/`, with their contents. */
export function filesOfTarball(tarball: string): Map<string, Buffer>;
/** The files of a tar archive by path below `package/`, with their contents. */
export function tarFiles(tar: Buffer): Map<string, Buffer>;
/** What is wrong with a tarball for a consumer (missing export targets or imports, sources); empty when nothing. */
export function checkTarball(name: string, files: Map<string, Buffer>): string[];
