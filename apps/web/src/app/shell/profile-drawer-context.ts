import { createContext, useContext } from 'react';

interface ProfileDrawerControl {
  openProfile: () => void;
}

export const ProfileDrawerContext = createContext<ProfileDrawerControl>({ openProfile: () => {} });

export const useProfileDrawer = () => useContext(ProfileDrawerContext);
