import type { User } from "@shop/shared";
import { normaliseMobile } from "@shop/shared";
import type { ProfileImageFound } from "./profile-image";
import * as repo from "./users.repo";
import { toWireUser, type UsersContext } from "./users.shared";

/** The profile part of the users service: loading the user, name, mobile, locale and profile image. */
export function createUserProfile(ctx: Pick<UsersContext, "db" | "profileImages" | "currentUser">) {
  const { db, profileImages, currentUser } = ctx;

  return {
    loadUser: async (userId: number) => toWireUser(await currentUser(userId)),

    async updateProfile(
      userId: number,
      input: { name?: string; mobile?: string | null; locale?: "en" | "fr" | "ar" },
    ): Promise<User> {
      // Only these three fields, whatever else the payload held.
      const set: Parameters<typeof repo.updateUser>[2] = {};
      if (input.name !== undefined) set.name = input.name;
      if (input.mobile !== undefined) set.mobile = input.mobile === null ? null : normaliseMobile(input.mobile);
      if (input.locale !== undefined) set.locale = input.locale;
      const row = Object.keys(set).length
        ? await repo.updateUser(db, userId, set)
        : await repo.findUserById(db, userId);
      if (!row) return toWireUser(await currentUser(userId));
      return toWireUser(row);
    },

    async setProfileImage(userId: number, dataUrl: string): Promise<User> {
      const before = await currentUser(userId);
      const file = await profileImages.store(dataUrl);
      const row = await repo.updateUser(db, userId, { profileImage: file });
      if (!row) {
        await profileImages.remove(file);
        return toWireUser(await currentUser(userId));
      }
      await profileImages.remove(before.profileImage);
      return toWireUser(row);
    },

    /** Where the image is when `file` is the user's current profile image; null otherwise. */
    async profileImage(userId: number, file: string): Promise<ProfileImageFound | null> {
      const row = await repo.findUserById(db, userId);
      if (!row || row.profileImage !== file) return null;
      return profileImages.find(file);
    },
  };
}
