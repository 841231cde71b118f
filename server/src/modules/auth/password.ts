import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (OWASP's recommended variant); 19 MiB and t=2 follow the OWASP cheat sheet.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

// Hashed on unknown addresses so that a wrong e-mail costs as long as a wrong password.
let dummyHash: Promise<string> | null = null;
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
};
