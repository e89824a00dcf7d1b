//! A list kept in place up to a few items and moved to the heap beyond.
//!
//! The formatter's working lists hold one item per move, and a play has at
//! most four moves: those never allocate. Parsed records may list more, which
//! the same code handles once the list has moved to the heap.

use std::ops::{Deref, DerefMut};

/// Up to `N` items in place, any number on the heap.
#[derive(Clone, Debug)]
pub(super) enum SmallList<T: Copy, const N: usize> {
    /// The first `len` of `items` are the list.
    Inline { items: [T; N], len: usize },
    /// More than `N` items were pushed.
    Heap(Vec<T>),
}

impl<T: Copy, const N: usize> SmallList<T, N> {
    /// An empty list; `blank` only fills the unused places.
    pub(super) fn new(blank: T) -> Self {
        SmallList::Inline {
            items: [blank; N],
            len: 0,
        }
    }

    /// A list of the items of `items`.
    pub(super) fn from_slice(items: &[T], blank: T) -> Self {
        let mut list = SmallList::new(blank);
        for &item in items {
            list.push(item);
        }
        list
    }

    /// Appends `item`, moving the list to the heap when it is full.
    pub(super) fn push(&mut self, item: T) {
        match self {
            SmallList::Inline { items, len } => match items.get_mut(*len) {
                Some(slot) => {
                    *slot = item;
                    *len += 1;
                }
                None => {
                    let mut spilled = Vec::with_capacity(2 * N + 1);
                    spilled.extend_from_slice(items);
                    spilled.push(item);
                    *self = SmallList::Heap(spilled);
                }
            },
            SmallList::Heap(items) => items.push(item),
        }
    }
}

impl<T: Copy, const N: usize> Deref for SmallList<T, N> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        match self {
            SmallList::Inline { items, len } => items.get(..*len).unwrap_or_default(),
            SmallList::Heap(items) => items,
        }
    }
}

impl<T: Copy, const N: usize> DerefMut for SmallList<T, N> {
    fn deref_mut(&mut self) -> &mut [T] {
        match self {
            SmallList::Inline { items, len } => items.get_mut(..*len).unwrap_or_default(),
            SmallList::Heap(items) => items,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_keeps_its_items_in_order_in_place_and_after_moving_to_the_heap() {
        // Given a list with room for two in place
        let mut list: SmallList<u8, 2> = SmallList::new(0);
        // When three items are pushed, one at a time
        list.push(7);
        list.push(8);
        assert!(matches!(list, SmallList::Inline { .. }));
        list.push(9);
        // Then the third moves it to the heap and all three stay in order
        assert!(matches!(list, SmallList::Heap(_)));
        assert_eq!(&*list, &[7, 8, 9]);
    }

    #[test]
    fn an_inline_list_sorts_and_changes_only_its_items() {
        // Given a list of three items with room for four
        let mut list: SmallList<u8, 4> = SmallList::from_slice(&[3, 1, 2], 0);
        // When it is sorted through its slice
        list.sort_unstable();
        // Then only its three items are there, sorted
        assert_eq!(&*list, &[1, 2, 3]);
    }
}
