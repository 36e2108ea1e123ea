import { baseApi, type User } from '@portal/shared-auth';
import { READ_TAGS, WRITE_TAGS } from '@portal/shared-contracts/values';
import type { CreatedUser, UserCreateBody, UserStatusBody, UserUpdateBody } from '@portal/shared-contracts';

/** The photo as multipart/form-data, which the portal's base query sends as it is. */
function photoForm(file: File): FormData {
  const form = new FormData();
  form.append('photo', file);
  return form;
}

/** One user and the changes to users, shared by the Employees and My Profile pages. */
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User, number>({
      query: (id) => `/v1/users/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'User', id }, ...READ_TAGS.users],
    }),
    addUser: build.mutation<CreatedUser, UserCreateBody>({
      query: (body) => ({ url: '/v1/users/signup', method: 'POST', body }),
      invalidatesTags: WRITE_TAGS.users,
    }),
    updateUser: build.mutation<User, { id: number; payload: UserUpdateBody }>({
      query: ({ id, payload }) => ({ url: `/v1/users/${id}`, method: 'PUT', body: payload }),
      invalidatesTags: WRITE_TAGS.users,
    }),
    setUserStatus: build.mutation<User, UserStatusBody & { id: number }>({
      // The whole status body: `reportsTo` too, where a deactivation says whom the person's reports go to (issue 38).
      query: ({ id, ...body }) => ({ url: `/v1/users/${id}/status`, method: 'PATCH', body }),
      invalidatesTags: WRITE_TAGS.users,
    }),
    uploadUserPhoto: build.mutation<User, { id: number; file: File }>({
      query: ({ id, file }) => ({ url: `/v1/users/${id}/photo`, method: 'PUT', body: photoForm(file) }),
      invalidatesTags: WRITE_TAGS.users,
    }),
  }),
});

export const { useGetUserQuery, useAddUserMutation, useUpdateUserMutation, useSetUserStatusMutation, useUploadUserPhotoMutation } = usersApi;
