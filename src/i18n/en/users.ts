/**
 * Texts of the admin's own settings (profile, password, preferences) and their server replies; spec
 * texts verbatim. The shop users' own texts are their block, resources.users (./resources/people.ts).
 */
export const users = {
  settings: {
    title: 'Settings',
    tabs: { profile: 'Profile', changePassword: 'Change Password', preferences: 'Other Setting', secondFactor: 'Second factor' },
    update: 'Update',
    profileSaved: 'Profile updated successfully',
    oldPassword: 'Old Password',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    passwordChanged: 'Password changed successfully',
    boxProfit: 'Box Profit',
    profitDialogTitle: 'Apply box profit',
    profitDialogText: 'Apply the new box profit to the current boxes as well, or only to new boxes?',
    applyCurrent: 'Current boxes',
    applyNew: 'Only new boxes',
    apply: 'Apply',
    cancel: 'Cancel',
    profitCurrent: 'Profit Updated for current Boxes',
    profitNew: 'Profit updated for New Boxes',
    noTab: 'You have no access to any settings tab.',
    readOnly: 'You can view this tab but not change it.',
  },
  server: {
    oldPasswordWrong: 'Old password is incorrect',
    adminEmailExists: 'Email already exists.',
    ownProfileOnly: 'You can only update your own profile',
    passwordTooShort: 'Password must be at least 8 characters long',
    activity: {
      adminProfile: 'Updated own profile (%{email})',
      adminPassword: 'Changed own password',
      boxProfit: 'Set box profit to %{boxProfit}',
      currentBoxes: 'Applied box profit %{boxProfit} to %{count} current box(es)',
    },
  },
} as const;
