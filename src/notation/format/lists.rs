//! The formatter's working lists: in place for a play, on the heap for a
//! longer list of moves.
//!
//! Each list the formatter keeps holds at most one item per move (the moves
//! waiting to be joined, the steps, the paths, the groups, the points hit),
//! and a play has at most four moves. So the same code runs on fixed arrays
//! for a play, which never allocate, and on `Vec`s for a parsed record that
//! lists more moves: [`Storage`] picks the kind, chosen once per call by the
//! number of moves.

use std::ops::{Deref, DerefMut};

/// A growable list of `Copy` items, read and reordered as a slice.
pub(super) trait List<T: Copy>: Deref<Target = [T]> + DerefMut {
    /// An empty list; `blank` only fills places not yet used.
    fn empty(blank: T) -> Self;

    /// Appends `item`.
    fn push(&mut self, item: T);

    /// Takes out the item at `index`, keeping the order of the others.
    fn remove_at(&mut self, index: usize) -> Option<T>;

    /// A list of the items of `items`.
    fn copied(items: &[T], blank: T) -> Self
    where
        Self: Sized,
    {
        let mut list = Self::empty(blank);
        for &item in items {
            list.push(item);
        }
        list
    }
}

/// Which lists the formatter works in.
pub(super) trait Storage {
    /// The list of `T`s.
    type List<T: Copy>: List<T>;
}

/// Fixed arrays of [`PLAY_MOVES`] places: for at most that many moves.
pub(super) struct InPlace;

/// `Vec`s: for any number of moves.
pub(super) struct OnHeap;

/// The most moves [`InPlace`] lists are for: the moves of a play.
pub(super) const PLAY_MOVES: usize = 4;

impl Storage for InPlace {
    type List<T: Copy> = Inline<T, PLAY_MOVES>;
}

impl Storage for OnHeap {
    type List<T: Copy> = Vec<T>;
}

/// Up to `N` items in place.
pub(super) struct Inline<T, const N: usize> {
    items: [T; N],
    len: usize,
}

impl<T: Copy, const N: usize> List<T> for Inline<T, N> {
    fn empty(blank: T) -> Self {
        Inline {
            items: [blank; N],
            len: 0,
        }
    }

    fn push(&mut self, item: T) {
        // The formatter works in place only for at most `N` moves, and no list
        // holds more than one item per move.
        debug_assert!(self.len < N, "an in-place list holds at most {N} items");
        if let Some(slot) = self.items.get_mut(self.len) {
            *slot = item;
            self.len += 1;
        }
    }

    fn remove_at(&mut self, index: usize) -> Option<T> {
        let item = self.get(index).copied()?;
        self.items.copy_within(index + 1..self.len, index);
        self.len -= 1;
        Some(item)
    }
}

impl<T: Copy> List<T> for Vec<T> {
    fn empty(_blank: T) -> Self {
        Vec::new()
    }

    fn push(&mut self, item: T) {
        Vec::push(self, item);
    }

    fn remove_at(&mut self, index: usize) -> Option<T> {
        (index < self.len()).then(|| self.remove(index))
    }
}

impl<T, const N: usize> Deref for Inline<T, N> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        self.items.get(..self.len).unwrap_or_default()
    }
}

impl<T, const N: usize> DerefMut for Inline<T, N> {
    fn deref_mut(&mut self) -> &mut [T] {
        self.items.get_mut(..self.len).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pushes 3, 1, 2, sorts, and takes out the middle item.
    fn exercise<L: List<u8>>() -> (Vec<u8>, Option<u8>, Vec<u8>) {
        let mut list = L::copied(&[3, 1], 0);
        list.push(2);
        list.sort_unstable();
        let sorted = list.to_vec();
        let taken = list.remove_at(1);
        (sorted, taken, list.to_vec())
    }

    #[test]
    fn in_place_and_heap_lists_push_sort_and_remove_alike() {
        // Given a list in place and one on the heap
        // When each has 3, 1, 2 pushed, is sorted and gives up its middle item
        let in_place = exercise::<Inline<u8, 4>>();
        let on_heap = exercise::<Vec<u8>>();
        // Then both hold 1, 2, 3, give up 2 and keep 1, 3 in order
        assert_eq!(in_place, (vec![1, 2, 3], Some(2), vec![1, 3]));
        assert_eq!(on_heap, in_place);
    }

    #[test]
    fn removing_past_the_end_takes_nothing() {
        // Given an in-place list of one item
        let mut list: Inline<u8, 4> = List::copied(&[5], 0);
        // When an item past its end is taken out
        let taken = list.remove_at(1);
        // Then nothing is taken and the item stays
        assert_eq!(taken, None);
        assert_eq!(&*list, &[5]);
    }
}
